// Finding a step's target: the lookup call (the target's container from the step's own input, its
// name as the search text) and the pick among what it returns: one match, all of them when the
// prompt says so, the newest when it asks for the latest; none or several fail the task.
import type { TargetSpec } from '../../tools/intent-types.ts';
import type { Rec } from '../../tools/builtin/shared/summary-text.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';
import { carriesAll, describeTarget, eventStart, matchingTargets, nameOf, recordsOf, searchText, type TargetName } from './target.ts';
import { compiledRegExp, escapeRegExp } from '../../lib/compiled-regexp.ts';
import { searchOperators } from './fill-text.ts';

export interface Wanted {
  spec: TargetSpec;
  name: TargetName | undefined;
  /** "all", "every" or a plural object: every match is a target. */
  plural: boolean;
  /** "the latest", "the last": the newest match is the target. */
  latest: boolean;
  /** The target is what the previous step found or read ("... and move it to In Progress"). */
  fromEarlier?: boolean;
  tool: string;
}

// Fields of a lookup that place it (which repository, channel, team) rather than filter it.
const PLACES = new Set(['owner', 'repo', 'channel', 'team', 'calendarId', 'org']);

export function lookupInput(step: Step, tools: readonly PlannableTool[]): Record<string, unknown> {
  const wanted = step.wanted as Wanted;
  const lookup = tools.find((t) => t.name === wanted.spec.lookup);
  const props = lookup?.input.properties ?? {};
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(step.input)) if (field in props && PLACES.has(field)) input[field] = value;
  if (lookup) {
    const own = fillFromPrompt(lookup, step.facts).input;
    for (const field of Object.keys(own)) if (PLACES.has(field) && input[field] === undefined) input[field] = own[field];
    if (wanted.spec.lookup === 'gmail.search_messages') input.q = gmailQuery(wanted.name, lookup, step);
    // The day a command names says which event it is ("Cancel the demo on Friday"), unless it is the new time of a move.
    // Two weeks either side of it: the pick keeps that day's events, and a better-named one on
    // another day ("the board meeting" is on Wednesday, Friday has a "Board pre-read") says the
    // named one is not on that day rather than letting a namesake stand in.
    if (lookupWindow(step) && own.timeMin !== undefined) Object.assign(input, { timeMin: shifted(own.timeMin, -AROUND), timeMax: shifted(own.timeMax, AROUND) });
  }
  if (wanted.spec.search && wanted.name && input[wanted.spec.search] === undefined) input[wanted.spec.search] = searchText(wanted.name, wanted.spec.partialSearch === true);
  // Closed issues can be named too.
  if (props.state?.enum?.includes('all')) input.state = 'all';
  return input;
}

/**
 * Gmail's search for a target: the sender and flags the prompt gives (from:, is:unread), and any
 * word of the name (OR), never words of the message being written. The pick then checks every word
 * against the subject, sender and snippet, so "the Jenkins build failure emails" finds "Build
 * failed: ingest #1412" from Jenkins.
 */
export function gmailQuery(name: TargetName | undefined, lookup: PlannableTool, step: Pick<Step, 'facts'>): string | undefined {
  const schema = lookup.input.properties?.q;
  const operators = schema ? searchOperators(schema, step.facts) : [];
  const words = name ? (name.quoted ? [`"${name.text.replace(/"/g, '')}"`] : name.terms) : [];
  const q = [...operators, words.join(' OR ')].filter(Boolean).join(' ');
  return q || undefined;
}

const AROUND = 14 * 86_400_000;
const shifted = (iso: unknown, ms: number) => new Date(Date.parse(String(iso)) + ms).toISOString();

function inWindow(r: Rec, window: { min: number; max: number } | undefined): boolean {
  if (!window) return true;
  const ms = Date.parse(eventStart(r));
  return Number.isFinite(ms) && ms >= window.min && ms < window.max;
}

/** The dates of a command that say which event it is (not the new time after "to"). */
function lookupWindow(step: Step): { min: number; max: number } | undefined {
  // ("a week from Friday" is the new day, not the day it moves from.)
  if (step.tool === 'google_calendar.update_event' && !/\bfrom\s+\w+/.test(step.facts.lower.replace(/\bfrom\s+\S+@\S+|\b(?:an?|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?)\s+from\b/g, ''))) {
    // "Move Wednesday's roadmap sync to 4pm": the possessive day is the event's own, the time after "to" its new one.
    return /\bto\s/.test(step.facts.lower) ? step.facts.dates.ownDay : step.facts.dates.window;
  }
  return step.facts.dates.window;
}

/** "the board meeting": the name with the kind word written after it, which the name itself leaves out. */
function withKindWord(name: TargetName, lower: string): TargetName | undefined {
  const last = name.terms.at(-1);
  const kind = last ? compiledRegExp(`\\b${escapeRegExp(last.toLowerCase())}\\s+(meeting|call|sync|session|appointment|event|interview)\\b`).exec(lower)?.[1] : undefined;
  return kind ? nameOf(`${name.text} ${kind}`, false) : undefined;
}

export type Picked = { kind: 'ok'; targets: Rec[] } | { kind: 'fail'; input: FailTaskInput };

export function pickTargets(output: unknown, step: Step): Picked {
  const wanted = step.wanted as Wanted;
  const spec = wanted.spec;
  const named = wanted.name ? `'${wanted.name.text}'` : `the ${spec.kind}`;
  let matches = matchingTargets(output, spec, wanted.name);
  // Only events have a day to be on: an issue "due this Friday" is found by its name alone.
  const window = recordsOf(output).some((r) => eventStart(r)) ? lookupWindow(step) : undefined;
  if (window) {
    // Records holding every word as written ("board meeting") beat those holding the name's
    // telling words only ("Board pre-read"); then the day decides.
    const written = wanted.name && !wanted.name.quoted ? withKindWord(wanted.name, step.facts.lower) : undefined;
    const full = written ? matches.filter((r) => carriesAll(r, spec, written)) : [];
    const pool = full.length > 0 ? full : matches;
    const dated = pool.filter((r) => inWindow(r, window));
    if (dated.length === 0 && pool.length > 0) {
      return { kind: 'fail', input: { code: 'target_not_found', message: `No ${spec.kind} named ${named} is on the day the prompt gives (the nearest: ${pool.slice(0, 3).map((r) => `${describeTarget(r, spec)} ${eventStart(r)}`).join(', ')}). Nothing was changed.`, suggestion: 'Check the day, or name the event as it is on that day.' } };
    }
    matches = dated;
  }
  if (matches.length === 0) {
    // An optional target the prompt names ("under Onboarding Hub") must be found: never dropped silently.
    if (spec.optional && !wanted.name) return { kind: 'ok', targets: [] };
    const seen = recordsOf(output).length;
    return {
      kind: 'fail',
      input: {
        code: 'target_not_found',
        message: `No ${spec.kind} ${wanted.name ? `named ${named}` : 'matching the prompt'} was found (${spec.lookup} returned ${seen} ${seen === 1 ? 'result' : 'results'}${wanted.name ? ', none with that name' : ''}).`,
        suggestion: `Check the ${spec.kind}'s exact name and where it is, or create it first.`,
      },
    };
  }
  // "my last meeting on Wednesday": events are listed by start, so the last of the day is the latest start.
  if (wanted.latest && window) matches = [...matches].sort((a, b) => Date.parse(eventStart(b)) - Date.parse(eventStart(a)));
  // "Star the last two e-mails from Stripe": as many as the prompt counts, the newest when it asks for them.
  const count = wanted.plural ? step.facts.ids.limit : undefined;
  if (count !== undefined && matches.length !== count) {
    if (wanted.latest && matches.length > count) return { kind: 'ok', targets: matches.slice(0, count) };
    const listed = matches.slice(0, 5).map((r) => describeTarget(r, spec)).join(', ');
    return { kind: 'fail', input: { code: 'details_missing', message: `The prompt counts ${count} ${spec.kind}s, but ${matches.length} match ${named}: ${listed}${matches.length > 5 ? ', ...' : ''}. Nothing was changed.`, suggestion: `Say which ${spec.kind}s you mean, each by its exact name.` } };
  }
  if (matches.length === 1 || wanted.plural) return { kind: 'ok', targets: matches };
  if (wanted.latest) return { kind: 'ok', targets: matches.slice(0, 1) };
  const listed = matches.slice(0, 5).map((r) => describeTarget(r, spec)).join(', ');
  return {
    kind: 'fail',
    input: {
      code: 'details_missing',
      message: `${matches.length} ${spec.kind}s match ${named}: ${listed}${matches.length > 5 ? ', ...' : ''}. Nothing was changed.`,
      suggestion: `Say which ${spec.kind} you mean, by its exact name in quotes.`,
    },
  };
}
