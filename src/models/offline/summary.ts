// The offline model's final answer: one sentence per call that did the work, told by the tool's
// intent (what was created, sent or read, with titles, recipients, channels and ids); lookups
// that only found a target are left out. Tools without an intent get their result in short.
import { quoted, str } from '../../tools/builtin/shared/summary-text.ts';
import type { PastCall } from './conversation.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';
import { recordsOf } from './target.ts';

/** A call the plan made, with its step; `lookup` when it only found a target. */
export type Done = { step: Step; call: PastCall; lookup: boolean };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function generic(call: PastCall): string {
  const json = oneLine(JSON.stringify(call.output) ?? 'nothing');
  return `${call.tool} returned ${json.length > 600 ? `${json.slice(0, 599)}\u2026` : json}.`;
}

/**
 * "Appended to page af88...": a result that names its target only by id gets the name the lookup
 * found it by, so the summary says which object was touched.
 */
function withTargetName(text: string, d: Done, done: readonly Done[]): string {
  const id = d.step.wanted ? d.call.input[d.step.wanted.spec.field] : undefined;
  const name = targetName(d, done);
  if (!name || text.includes(name)) return text;
  return text.includes(String(id)) ? text.replace(String(id), `${quoted(name)} (${id})`) : text;
}

/** The name of the target a call acted on, as the lookup that found it gave it. */
export function targetName(d: Done, done: readonly Done[]): string | undefined {
  const spec = d.step.wanted?.spec;
  const id = spec ? d.call.input[spec.field] : undefined;
  if (!spec || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  const lookup = done.find((x) => x.lookup && x.step === d.step);
  const record = recordsOf(lookup?.call.output).find((r) => String(r[spec.id]) === String(id));
  return (record && spec.names.map((f) => str(record, f)).find(Boolean)) || undefined;
}

export function finalSummary(done: readonly Done[], tools: readonly PlannableTool[]): string {
  const told = done.filter((d) => !d.lookup);
  if (told.length === 0) return 'Nothing was done.';
  return told
    .map((d) => {
      const { call } = d;
      const summary = tools.find((t) => t.name === call.tool)?.intent?.summary;
      try {
        return withTargetName(summary ? summary(call.input, call.output) : generic(call), d, done);
      } catch {
        return generic(call);
      }
    })
    .join(' ');
}

/** The error a failed call returned, as one line. */
export function errorText(output: unknown): string {
  if (typeof output === 'string') return oneLine(output);
  if (output && typeof output === 'object' && typeof (output as { message?: unknown }).message === 'string') return oneLine((output as { message: string }).message);
  return oneLine(JSON.stringify(output) ?? 'unknown error');
}
