// Work asked to happen on a schedule, which no tool keeps: refused up front (outside_capabilities).
// - "Set up a weekly 'Ops review' every Monday at 4pm", "due every other Friday", "Check <url>
//   every Monday morning": work that repeats. Doing it once would not be what was asked.
// - "Remind me in Slack at 5pm today to ...": a reminder to oneself is a message held until later
//   ("Remind me what the wifi password is" is a question, not a reminder).
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';

const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const PERIOD = String.raw`(?:day|weekday|morning|afternoon|evening|night|week|month|quarter|year|hour)s?`;
// "every Monday", "each Friday", "every other week", "every 2 weeks", "every second Tuesday" ("each
// day's events" names days, it asks for no repeat).
const RECURRING = new RegExp(String.raw`\b(?:every|each)\s+(?:other\s+|second\s+|third\s+|single\s+|\d+\s+|two\s+|three\s+)?(?:${DAY}|${PERIOD})\b(?!['\u2019]s)`);
const SELF_REMINDER = /\bremind\s+me\b(?!\s+(?:what|when|who|whom|where|which|how|why|whether|if|of)\b)/;

export function scheduledWork(lower: string): FailTaskInput | undefined {
  const repeats = RECURRING.exec(lower)?.[0];
  if (repeats) {
    return {
      code: 'outside_capabilities',
      message: `The prompt asks for work that repeats ("${repeats}"); no tool of this subagent repeats or schedules work, and doing it once is not what was asked. Nothing was done.`,
      suggestion: 'Ask for one occurrence with its date, or send the task again each time it is due.',
    };
  }
  const reminder = SELF_REMINDER.exec(lower)?.[0];
  if (reminder) {
    return {
      code: 'outside_capabilities',
      message: `"${reminder}" asks for a reminder delivered later; no tool of this subagent holds a message until a time or sets reminders. Nothing was done.`,
      suggestion: 'Send the task when the reminder is due, or use a reminder app.',
    };
  }
  return undefined;
}
