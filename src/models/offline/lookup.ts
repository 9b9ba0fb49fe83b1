// Finding a step's target: the lookup call (the target's container from the step's own input, its
// name as the search text) and the pick among what it returns: one match, all of them when the
// prompt says so, the newest when it asks for the latest; none or several fail the task.
import type { TargetSpec } from '../../tools/intent-types.ts';
import { str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';
import { describeTarget, matchingTargets, recordsOf, searchText, type TargetName } from './target.ts';
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
    if (lookupWindow(step) && own.timeMin !== undefined) Object.assign(input, { timeMin: own.timeMin, timeMax: own.timeMax });
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

function inWindow(r: Rec, window: { min: number; max: number } | undefined): boolean {
  if (!window) return true;
  const ms = Date.parse(str(r, 'start', 'dateTime') || str(r, 'start', 'date'));
  return Number.isFinite(ms) && ms >= window.min && ms < window.max;
}

/** The dates of a command that say which event it is (not the new time after "to"). */
function lookupWindow(step: Step): { min: number; max: number } | undefined {
  if (step.tool === 'google_calendar.update_event' && !/\bfrom\s+\w+/.test(step.facts.lower.replace(/\bfrom\s+\S+@\S+/g, ''))) {
    return /\bto\s/.test(step.facts.lower) ? undefined : step.facts.dates.window;
  }
  return step.facts.dates.window;
}

export type Picked = { kind: 'ok'; targets: Rec[] } | { kind: 'fail'; input: FailTaskInput };

export function pickTargets(output: unknown, step: Step): Picked {
  const wanted = step.wanted as Wanted;
  const spec = wanted.spec;
  const named = wanted.name ? `'${wanted.name.text}'` : `the ${spec.kind}`;
  let matches = matchingTargets(output, spec, wanted.name);
  if (matches.length > 1) {
    const window = lookupWindow(step);
    const dated = matches.filter((r) => inWindow(r, window));
    if (dated.length > 0) matches = dated;
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
