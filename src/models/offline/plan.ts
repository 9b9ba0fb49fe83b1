// The offline planner. Plan = the tools the matcher selects for the task prompt among the offered
// ones, in the matcher's plan order (lookups that find a target, then reads, then writes, each in
// the order the prompt mentions them). Each step's arguments come from the prompt (fill-arguments)
// and, for ids, from earlier results (carry). One call per model turn, then a factual summary.
import { catalog as builtinCatalog, type Catalog } from '../../tools/catalog.ts';
import { matchWithinTools } from '../../tools/matcher.ts';
import { analyse } from '../../tools/matcher/signals.ts';
import { carryKeys, carryValue, wantsOptionalCarry, type PastCall } from './carry.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import { readPrompt, type PromptFacts } from './prompt-facts.ts';
import { errorText, isMutating, summarize } from './summary.ts';

export interface PlanStep {
  tool: string;
  input: Record<string, unknown>;
  /** Required fields neither the prompt nor an earlier step's result can supply. */
  missing: string[];
}

export type OfflineMove = { kind: 'call'; tool: string; input: Record<string, unknown> } | { kind: 'text'; text: string };

/**
 * A service whose best selected tool scores below this share of the best overall, and that has no
 * write the prompt asks for, is an echo ("room" in a channel name is not a calendar request).
 */
export const SERVICE_RELATIVE = 0.4;

/** Time zone names look like owner/repo to the matcher; say what they are before it reads the prompt. */
function forMatching(facts: PromptFacts): string {
  return facts.ids.zones.reduce((text, zone) => text.replaceAll(zone, 'time zone'), facts.prompt);
}

/**
 * The offered tools the prompt asks for, in plan order. The matcher ranks and orders them; of its
 * selection, a service stays when the prompt points at it (by name, #channel, ENG-123, ...) or holds
 * the best match, and when it has a write the prompt asks for or scores near the best.
 * Tools outside the catalog are never planned.
 */
export function planTools(facts: PromptFacts, tools: readonly PlannableTool[], catalog: Catalog = builtinCatalog): PlannableTool[] {
  const known = tools.filter((t) => catalog.getTool(t.name));
  if (known.length === 0 || facts.prompt.trim() === '') return [];
  const prompt = forMatching(facts);
  const selected = matchWithinTools(prompt, known.map((t) => t.name), { kind: 'task', catalog }).filter((m) => m.selected);
  if (selected.length === 0) return [];
  const serviceOf = (name: string) => name.split('.')[0];
  const top = selected.reduce((a, b) => (b.score > a.score ? b : a));
  const pointed = analyse(prompt).services;
  const kept = new Set(
    selected
      .filter((m) => pointed.has(serviceOf(m.tool)) || serviceOf(m.tool) === serviceOf(top.tool))
      .filter((m) => catalog.getTool(m.tool)?.mutates || m.score >= SERVICE_RELATIVE * top.score)
      .map((m) => serviceOf(m.tool)),
  );
  return selected.filter((m) => kept.has(serviceOf(m.tool))).map((m) => known.find((t) => t.name === m.tool) as PlannableTool);
}

/** Could an earlier step's result hold this field? Judged from the earlier tools' documented output. */
function suppliedByEarlier(field: string, earlier: readonly PlannableTool[]): boolean {
  return earlier.some((t) => t.output === undefined || carryKeys(field).some((k) => new RegExp(`\\b${k.key}\\b`).test(t.output as string)));
}

/**
 * Arguments from the prompt for every step. Writes fill first: a quote a later write takes (the
 * text to append) is not what an earlier lookup searches for (the page it goes to).
 */
function fillAll(facts: PromptFacts, plan: readonly PlannableTool[]): Record<string, unknown>[] {
  const writes = plan.map((tool) => (isMutating(tool.name, tool.mutates) ? fillFromPrompt(tool, facts) : undefined));
  return plan.map((tool, i) => {
    const own = writes[i];
    if (own) return own.input;
    const reserved = new Set(writes.slice(i + 1).flatMap((w) => (w ? [...w.used] : [])));
    return fillFromPrompt(tool, facts, reserved).input;
  });
}

function steps(facts: PromptFacts, plan: readonly PlannableTool[]): PlanStep[] {
  const inputs = fillAll(facts, plan);
  return plan.map((tool, i) => {
    const input = inputs[i];
    const missing = (tool.input.required ?? []).filter((f) => input[f] === undefined && !suppliedByEarlier(f, plan.slice(0, i)));
    return { tool: tool.name, input, missing };
  });
}

/** The whole plan for a prompt, without executing anything; ids that results would supply are left out. */
export function previewPlan(prompt: string, tools: readonly PlannableTool[], now: Date, catalog?: Catalog): PlanStep[] {
  const facts = readPrompt(prompt, now);
  return steps(facts, planTools(facts, tools, catalog));
}

/** The planned calls for a task prompt (K2 test-mode previews). */
export function planTask(prompt: string, tools: readonly PlannableTool[], now: Date): Array<{ tool: string; input: Record<string, unknown> }> {
  return previewPlan(prompt, tools, now).map(({ tool, input }) => ({ tool, input }));
}

function describeField(tool: PlannableTool, field: string): string {
  const doc = tool.input.properties?.[field]?.description;
  return doc ? `${field} (${doc.replace(/\.$/, '')})` : field;
}

function missingText(step: PlanStep, tool: PlannableTool): string {
  return `Nothing was done: to run ${step.tool} the prompt must say ${step.missing.map((f) => describeField(tool, f)).join('; ')}.`;
}

/**
 * The next move for a conversation: the next planned call with its arguments, or the final text.
 * A required detail that is missing stops the task before anything runs, with a text naming it.
 */
export function nextMove(task: string, calls: readonly PastCall[], tools: readonly PlannableTool[], now: Date, catalog?: Catalog): OfflineMove {
  const facts = readPrompt(task, now);
  const plan = planTools(facts, tools, catalog);
  const mutates = (name: string) => tools.find((t) => t.name === name)?.mutates;
  if (plan.length === 0) return { kind: 'text', text: 'Nothing was done: none of the available tools fits this prompt.' };
  const failed = calls.find((c) => c.isError);
  if (failed) {
    const done = summarize(calls.slice(0, calls.indexOf(failed)), mutates, true);
    return { kind: 'text', text: `${done ? `${done} ` : ''}Stopped: ${failed.tool} failed: ${errorText(failed.output)}` };
  }
  if (calls.length === 0) {
    const gap = steps(facts, plan).find((s) => s.missing.length > 0);
    if (gap) return { kind: 'text', text: missingText(gap, plan.find((t) => t.name === gap.tool) as PlannableTool) };
  }
  // Calls that are not this plan's (the offered tools changed while the task waited): stop, do not guess.
  const offPlan = calls.some((c, i) => plan[i]?.name !== c.tool);
  if (offPlan || calls.length >= plan.length) return { kind: 'text', text: summarize(calls, mutates) };
  const tool = plan[calls.length];
  const input = fillAll(facts, plan)[calls.length];
  const required = new Set(tool.input.required ?? []);
  for (const [field, schema] of Object.entries(tool.input.properties ?? {})) {
    if (input[field] !== undefined || !(required.has(field) || wantsOptionalCarry(field, facts))) continue;
    const value = carryValue(field, schema, tool.name, calls, facts, required.has(field));
    if (value !== undefined) input[field] = value;
  }
  const missing = [...required].filter((f) => input[f] === undefined);
  if (missing.length > 0) {
    const sources = calls.map((c) => c.tool).join(', ');
    return { kind: 'text', text: `${summarize(calls, mutates)} Could not continue with ${tool.name}: no ${missing.join(', ')} in the results of ${sources || 'earlier steps'}.` };
  }
  return { kind: 'call', tool: tool.name, input };
}
