// "Post 'Payroll cutoff: <date>' in #payroll, where the date is 10 weekdays after today": the text
// to write leaves a value for the planner to put in. Only a count read by an earlier step
// ('<number>', referents.ts) is ever put in; any other placeholder would be written as is, so the
// plan is refused (details_missing) rather than posting '<date>' literally.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';

const PLACEHOLDER = /<([a-z][a-z _-]{0,30})>|\{([a-z][a-z _-]{0,30})\}/gi;
const COUNTS = /^(?:number|count|n)$/i;
/** "<number>", "{count}": where a count an earlier step read goes (referents.ts puts it in). */
export const COUNT_PLACEHOLDER = /<(?:number|count|n)>|\{(?:number|count)\}/gi;

export function unfilledPlaceholder(steps: readonly Step[], known: readonly PlannableTool[]): FailTaskInput | undefined {
  for (const [i, step] of steps.entries()) {
    if (!known.find((t) => t.name === step.tool)?.mutates) continue;
    for (const value of Object.values(step.input)) {
      if (typeof value !== 'string') continue;
      const left = [...value.matchAll(PLACEHOLDER)].find((m) => i === 0 || !COUNTS.test(m[1] ?? m[2]));
      if (!left) continue;
      return {
        code: 'details_missing',
        message: `The text to write holds the placeholder "${left[0]}", and the offline model computes no value to put in it (only a count an earlier step reads). Nothing was done.`,
        suggestion: `Write the value into the text itself (e.g. 'Payroll cutoff: 2026-12-08'), or use a subagent with a language model.`,
      };
    }
  }
  return undefined;
}
