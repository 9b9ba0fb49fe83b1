// "signed 2026-10-01, the deadline moved from Jan 15 to Feb 1 ... How many days from today until the
// new deadline?": a difference is between two moments. When the prompt names more, which two it
// counts between is the user's to say; taking the first two would answer another question.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';

export function tooManyDates(steps: readonly Step[], known: readonly PlannableTool[]): FailTaskInput | undefined {
  for (const s of steps) {
    const props = known.find((t) => t.name === s.tool)?.input.properties ?? {};
    if (!s.tool.startsWith('datetime.') || !('from' in props && 'to' in props)) continue;
    // "until each of my deadlines, Dec 15 and Jan 31": one difference per date (each-value.ts).
    if (steps.filter((o) => o.command === s.command).length > 1) continue;
    const moments = [...new Set(s.facts.dates.moments)];
    if (moments.length <= 2) continue;
    return {
      code: 'details_missing',
      message: `The prompt names ${moments.length} dates or times (${moments.join(', ')}); which two to count between is not clear. Nothing was done.`,
      suggestion: 'Give only the two dates to count between (or "today" and one date).',
    };
  }
  return undefined;
}
