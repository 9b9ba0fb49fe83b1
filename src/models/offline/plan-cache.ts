// The plans of the last tasks a process worked on. The engine asks the offline model once per step,
// and each step replays the same plan against the calls made so far: planning the prompt again was
// about 0.7 ms of a one-step task's worker CPU (issue 15). Plans depend only on the prompt, the
// offered tools, "now" and the catalog, and are never changed once made.
import type { Catalog } from '../../tools/catalog.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Plan } from './plan.ts';

const MAX_PLANS = 512;
// Prompts are at most 10,000 characters; this bounds what the cache holds at about 4 MB of text.
const MAX_CHARS = 2_000_000;

const byCatalog = new WeakMap<Catalog, Map<string, Plan>>();
let chars = 0;

/** A tool by its name when it is the catalog's own definition, else by its whole definition. */
function toolKey(tool: PlannableTool, catalog: Catalog): string {
  return catalog.getTool(tool.name) === tool ? tool.name : JSON.stringify(tool);
}

export function rememberedPlan(prompt: string, tools: readonly PlannableTool[], now: Date, catalog: Catalog, make: () => Plan): Plan {
  let plans = byCatalog.get(catalog);
  if (!plans) byCatalog.set(catalog, (plans = new Map()));
  const key = `${now.getTime()}\u0000${tools.map((t) => toolKey(t, catalog)).join('\u0001')}\u0000${prompt}`;
  const hit = plans.get(key);
  if (hit) {
    // Most recently used last, so the oldest is evicted first.
    plans.delete(key);
    plans.set(key, hit);
    return hit;
  }
  const plan = make();
  plans.set(key, plan);
  chars += key.length;
  while (plans.size > MAX_PLANS || chars > MAX_CHARS) {
    const oldest = plans.keys().next().value as string;
    plans.delete(oldest);
    chars -= oldest.length;
  }
  return plan;
}
