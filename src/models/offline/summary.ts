// The offline model's final answer: one sentence per call that did the work, told by the tool's
// intent (what was created, sent or read, with titles, recipients, channels and ids); lookups
// that only found a target are left out. Tools without an intent get their result in short.
import type { PastCall } from './conversation.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function generic(call: PastCall): string {
  const json = oneLine(JSON.stringify(call.output) ?? 'nothing');
  return `${call.tool} returned ${json.length > 600 ? `${json.slice(0, 599)}\u2026` : json}.`;
}

export function finalSummary(done: readonly { step: Step; call: PastCall; lookup: boolean }[], tools: readonly PlannableTool[]): string {
  const told = done.filter((d) => !d.lookup);
  if (told.length === 0) return 'Nothing was done.';
  return told
    .map(({ call }) => {
      const summary = tools.find((t) => t.name === call.tool)?.intent?.summary;
      try {
        return summary ? summary(call.input, call.output) : generic(call);
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
