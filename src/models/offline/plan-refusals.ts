// Refusals that look at a whole plan once every command has its step: a change under a condition
// or an exception, a change on a day that fits two dates, a write the prompt wants sent later, a
// placeholder left in the text to write, and a value the prompt spells out that no step uses.
import type { PlannableTool } from './fill-arguments.ts';
import { lookupInput } from './lookup.ts';
import type { Plan, Step } from './plan.ts';
import type { PromptFacts } from './prompt-facts.ts';
import { refuseAmbiguousDate, refuseUnused, refuseVagueDay } from './refusal.ts';
import { pronounAfterWrite } from './pronoun-message.ts';
import { unfilledPlaceholder } from './placeholder-text.ts';
import { scheduledWrite } from './scheduled-write.ts';
import { refuseUnchecked, uncheckedClause } from './unchecked-clause.ts';
import { onlyInContext } from './context-clause.ts';
import { tooManyDates } from './difference-dates.ts';

/**
 * A value the prompt spells out (a quote, an address, a #channel, owner/repo, ENG-12, @login) that
 * no planned call uses: the plan would do something else than asked, so it is not run.
 */
function unusedValue(facts: PromptFacts, steps: readonly Step[], tools: readonly PlannableTool[]): string | undefined {
  const used = steps.map((s) => JSON.stringify([s.input, s.wanted?.name?.text, s.about?.text, s.wanted ? lookupInput(s, tools) : null])).join(' ').toLowerCase();
  const ids = facts.ids;
  const values = [
    ...facts.quotes.map((q) => q.text),
    ...ids.emails,
    ...ids.urls,
    ...ids.channels,
    ...ids.repos.map((r) => r.repo),
    ...ids.keys,
    ...ids.handles,
  ];
  const commands = steps.map((s) => s.command);
  return values.find((v) => v.trim() !== '' && !used.includes(v.toLowerCase().replace(/\s+/g, ' ').trim()) && !onlyInContext(v, commands));
}

const PLACE = /\b(?:in|for)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/;
const NOT_PLACES = /^(?:Slack|Notion|Linear|Gmail|GitHub|Github|Google|Calendar|Progress|Review|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|UTC|GMT|The|My|Our|Your)\b/;

export function wholePlanRefusal(facts: PromptFacts, steps: Step[], known: readonly PlannableTool[], now: Date): Plan | undefined {
  const changes = steps.some((s) => known.find((t) => t.name === s.tool)?.mutates);
  const clause = changes ? uncheckedClause(facts.lower) : undefined;
  const chosen = steps.map((s) => s.tool);
  if (clause) return { steps: [], refusal: refuseUnchecked(clause), chosen };
  if (changes && facts.dates.ambiguous) return { steps: [], refusal: refuseAmbiguousDate(facts.dates.ambiguous), chosen };
  for (const s of steps) {
    const tool = known.find((t) => t.name === s.tool);
    const scheduled = tool && scheduledWrite(s.command.text, s.input, tool, now, known.find((t) => t.name === s.wanted?.spec.lookup));
    if (scheduled) return { steps: [], refusal: scheduled, chosen };
  }
  // "Schedule a maintenance window next week": a new event needs its day, not a week.
  const vague = steps.find((s) => {
    const tool = known.find((t) => t.name === s.tool);
    return s.facts.dates.vague && !s.wanted && tool?.mutates && 'start' in (tool.input.properties ?? {});
  });
  if (vague) return { steps: [], refusal: refuseVagueDay(vague.facts.dates.vague as string), chosen };
  // "What time is it in Springfield?": a place it knows no zone for is not UTC.
  const place = facts.ids.zones.length === 0 ? PLACE.exec(facts.prompt)?.[1] : undefined;
  const zoned = place && !NOT_PLACES.test(place) ? steps.find((s) => Object.keys(known.find((t) => t.name === s.tool)?.input.properties ?? {}).some((f) => /timezone$/i.test(f))) : undefined;
  if (zoned && place) return { steps: [], refusal: { code: 'details_missing', message: `The time zone of "${place}" is not known (several places may have that name). Nothing was done.`, suggestion: 'Give the IANA time zone, e.g. "America/Chicago".' }, chosen };
  const dates = tooManyDates(steps, known);
  if (dates) return { steps: [], refusal: dates, chosen };
  const unclear = pronounAfterWrite(steps, known);
  if (unclear) return { steps: [], refusal: unclear, chosen };
  const placeholder = unfilledPlaceholder(steps, known);
  if (placeholder) return { steps: [], refusal: placeholder, chosen };
  const unused = unusedValue(facts, steps, known);
  return unused ? { steps, refusal: refuseUnused(unused) } : undefined;
}
