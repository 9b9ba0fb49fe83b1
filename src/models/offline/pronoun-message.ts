// "Cancel the vendor demo and let #marketing know it's off": a message whose subject is "it" or
// "they" names what the change before it acted on ("'Vendor demo: Loomly' is off."), so its readers
// know what is meant. After a step that wrote text of its own (a to-do, a comment) "it" could be
// that text or its target: the task asks rather than guess.
import { quoted, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';
import { targetName, type Done } from './summary.ts';

const PRONOUN = /^(?:(it)(?:'s|\u2019s|\s+is)|(they)(?:'re|\u2019re|\s+are)|(it|they))\b/i;
const WRITTEN = new Set(['text', 'body', 'title', 'subject', 'description', 'blocks', 'children', 'content']);

export function namedSubject(text: string, done: readonly Done[], tools: readonly PlannableTool[]): { text: string } | { fail: FailTaskInput } | undefined {
  const m = PRONOUN.exec(text);
  if (!m) return undefined;
  const changes = done.filter((d) => !d.lookup && tools.find((t) => t.name === d.call.tool)?.mutates);
  const last = changes.at(-1);
  if (!last) return undefined;
  const names = changes.filter((d) => d.step === last.step).map((d) => targetName(d, done) ?? ownName(d.call.output));
  if (writesText(last.step, tools) || names.length === 0 || names.some((n) => n === undefined)) return { fail: unclear(text, m) };
  const subject = (names as string[]).map(quoted).join(' and ');
  const verb = m[1] ? ' is' : m[2] ? (names.length > 1 ? ' are' : ' is') : '';
  return { text: `${subject}${verb}${text.slice(m[0].length)}` };
}

/** A changed record's own name, when its result carries one ("Close #12": the title). */
function ownName(output: unknown): string | undefined {
  if (!output || typeof output !== 'object') return undefined;
  const r = output as Rec;
  return str(r, 'title') || str(r, 'subject') || str(r, 'summary') || str(r, 'name') || undefined;
}

const writesText = (step: Step, tools: readonly PlannableTool[]) =>
  (tools.find((t) => t.name === step.tool)?.input.required ?? []).some((f) => f !== step.wanted?.spec.field && WRITTEN.has(f));

const unclear = (text: string, m: RegExpExecArray): FailTaskInput => ({
  code: 'details_missing',
  message: `The message '${text}' does not say what '${(m[1] ?? m[2] ?? m[3]).toLowerCase()}' is. Nothing was done.`,
  suggestion: 'Say in the message what it is about, or quote the whole message.',
});

/** Before anything runs: a message saying "it's there" right after a step that wrote text of its own. */
export function pronounAfterWrite(steps: readonly Step[], tools: readonly PlannableTool[]): FailTaskInput | undefined {
  for (let i = 1; i < steps.length; i++) {
    const said = [steps[i].input.text, steps[i].input.body].find((v) => typeof v === 'string') as string | undefined;
    const m = said ? PRONOUN.exec(said) : null;
    const before = steps.slice(0, i).filter((s) => tools.find((t) => t.name === s.tool)?.mutates).at(-1);
    if (m && said && before && writesText(before, tools)) return unclear(said, m);
  }
  return undefined;
}
