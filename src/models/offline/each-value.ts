// A computation the prompt asks for several values at once ("what time is it in London and in
// Tokyo?", "how many days until each of my deadlines, December 15 and January 31?"): the tool takes
// one zone or one date per call, so the step is made once per value. Answering for one value
// alone would not answer the question.
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';

// "days between X and Y", "from X until Y", "since X": the two dates are the ends of one span.
const ONE_SPAN = /\b(?:between|since|after)\b|\bfrom\s+(?!now\b|today\b)/;
// "until", "left", "to go": each date is counted from now.
const FROM_NOW = /\b(?:until|till|left|to go|remain(?:s|ing)?)\b/;

/** The step, or one step per zone to convert to or per date to count to. */
export function eachValue(step: Step, tool: PlannableTool): Step[] {
  const props = tool.input.properties ?? {};
  const facts = step.facts;
  const fromZone = Object.keys(props).find((f) => /^from\w*zone$/i.test(f));
  const toZone = Object.keys(props).find((f) => /^to\w*zone$/i.test(f));
  const source = fromZone ? step.input[fromZone] : undefined;
  if (fromZone && toZone && typeof source === 'string') {
    const targets = facts.ids.zones.filter((z) => z !== source);
    if (targets.length > 1) return targets.map((zone) => ({ ...step, input: { ...step.input, [toZone]: zone } }));
  }
  // "What time is it in London and Tokyo?": a clock read whose only input is the zone.
  const fields = Object.keys(props);
  if (!tool.mutates && fields.length === 1 && /^timezone$/i.test(fields[0]) && facts.ids.zones.length > 1) return facts.ids.zones.map((zone) => ({ ...step, input: { ...step.input, [fields[0]]: zone } }));
  const moments = facts.dates.moments;
  if (!tool.mutates && 'from' in props && 'to' in props && moments.length > 1 && FROM_NOW.test(facts.lower) && !ONE_SPAN.test(facts.lower)) {
    // Days until a date count from today's date, not from this minute (as fill-arguments does for one date).
    const start = (m: string) => (/^\d{4}-\d{2}-\d{2}$/.test(m) && /\bdays?\b/.test(facts.lower) ? facts.dates.today : 'now');
    return moments.map((m) => ({ ...step, input: { ...step.input, from: start(m), to: m } }));
  }
  return [step];
}
