// Replaying a plan against the calls made so far (the offline model's step): the next call, a
// failure when a target is missing or a change could not be worked out, or the final summary.
import type { Catalog } from '../../tools/catalog.ts';
import { str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PastCall } from './conversation.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import { inListZone } from './event-edit.ts';
import { lookupInput, pickTargets } from './lookup.ts';
import { planOf, PLACE_FIELDS, updatesFields, type Step } from './plan.ts';
import { readPrompt } from './prompt-facts.ts';
import { fillFromEarlier } from './referents.ts';
import { refuseChange } from './refusal.ts';
import { questionDetail } from './question-detail.ts';
import { narrowed } from './result-qualifiers.ts';
import { errorText, finalSummary } from './summary.ts';
import { matchingTargets, recordsOf } from './target.ts';

export type OfflineMove = { kind: 'call'; tool: string; input: Record<string, unknown> } | { kind: 'text'; text: string } | { kind: 'fail'; input: FailTaskInput };

/**
 * The next move: replay the plan against the calls made so far; the first call not yet made is the
 * next move, a target that is missing or ambiguous fails the task, and when all is done the summary.
 */
export function nextMove(task: string, calls: readonly PastCall[], tools: readonly PlannableTool[], now: Date, catalog?: Catalog): OfflineMove {
  const plan = planOf(task, tools, now, catalog);
  if (plan.refusal && calls.length === 0) return { kind: 'fail', input: plan.refusal };
  // The engine ends a task when an offline call fails; a conversation that goes on says so.
  const failed = calls.find((c) => c.isError);
  if (failed) return { kind: 'text', text: `Stopped: ${failed.tool} failed: ${errorText(failed.output)}` };
  let k = 0;
  const done: { step: Step; call: PastCall; lookup: boolean }[] = [];
  let previous: Rec[] | undefined;
  for (const step of plan.steps) {
    let targets: Rec[] | undefined;
    if (step.wanted && step.wanted.fromEarlier && previous) {
      targets = step.wanted.plural ? previous : previous.slice(0, 1);
      // "Find the e-mail ... and reply to it": the find only found the target (a change is still told).
      const last = done.at(-1);
      if (last && !tools.find((t) => t.name === last.call.tool)?.mutates) last.lookup = true;
    } else if (step.wanted) {
      const made = calls[k];
      if (!made) return { kind: 'call', tool: step.wanted.spec.lookup, input: lookupInput(step, tools) };
      if (made.tool !== step.wanted.spec.lookup) return { kind: 'text', text: finalSummary(done, tools) };
      k++;
      // "the billing tickets that are still in Backlog": only the records the prompt qualifies.
      const narrow = narrowed(made.output, step);
      if ('fail' in narrow) return { kind: 'fail', input: narrow.fail };
      const lookup = { ...made, output: narrow.output };
      done.push({ step, call: lookup, lookup: true });
      const picked = pickTargets(lookup.output, step);
      if (picked.kind === 'fail') return { kind: 'fail', input: picked.input };
      targets = picked.targets.map((t) => inListZone(t, lookup.output));
      if (targets.length === 0 && step.wanted.spec.optional) targets = undefined;
    }
    // "Find the issue 'X' and move it": nothing found to act on is no success ("Nothing was done").
    if (step.wanted?.fromEarlier && targets !== undefined && targets.length === 0) return { kind: 'fail', input: { code: 'target_not_found', message: `The earlier step found no ${step.wanted.spec.kind} to act on. Nothing was changed.`, suggestion: `Check the ${step.wanted.spec.kind}'s name and where it is.` } };
    let own = step;
    if (step.zoneFrom) {
      const read = calls[k];
      if (!read) return { kind: 'call', tool: step.zoneFrom, input: {} };
      if (read.tool !== step.zoneFrom) return { kind: 'text', text: finalSummary(done, tools) };
      k++;
      done.push({ step, call: read, lookup: true });
      own = inCalendarZone(step, read.output, tools, now);
    }
    const inputs = fillFromEarlier(own, targets, done, tools, now);
    if ('fail' in inputs) return { kind: 'fail', input: inputs.fail };
    for (const input of inputs.each) {
      const call = calls[k];
      // An update whose change could not be worked out ("extend it" with no length it understood) is not sent.
      if (!call && unchanged(step, input, tools)) return { kind: 'fail', input: refuseChange(step.wanted?.spec.kind ?? 'target', tools.find((t) => t.name === step.tool) as PlannableTool) };
      if (!call) return { kind: 'call', tool: step.tool, input };
      if (call.tool !== step.tool) return { kind: 'text', text: finalSummary(done, tools) };
      k++;
      // "How many unread e-mails from Lena?": what is told or carried on is what the prompt qualifies.
      const narrow = tools.find((t) => t.name === step.tool)?.mutates === false ? narrowed(call.output, step) : { output: call.output };
      if ('fail' in narrow) return { kind: 'fail', input: narrow.fail };
      done.push({ step, call: { ...call, output: narrow.output }, lookup: false });
    }
    previous = targets && step.wanted?.fromEarlier !== true && done.at(-1)?.step === step && !tools.find((t) => t.name === step.tool)?.mutates ? targets : readRecords(done.at(-1)?.call, targets);
  }
  const unanswered = done.map((d) => absentSubject(d, tools)).find(Boolean);
  if (unanswered) return { kind: 'fail', input: unanswered };
  const answer = questionDetail(done, tools);
  if (answer && 'fail' in answer) return { kind: 'fail', input: answer.fail };
  return { kind: 'text', text: `${finalSummary(done, tools)}${answer ? ` ${answer.text}` : ''}` };
}

// "Is there ...", "any ...", "did anyone ...": asking whether something exists, so "none" answers it.
const EXISTENCE = /^(?:is there|are there|was there|were there|do i have|do we have|did anyone|has anyone|have i|have we|did i get|did we get)\b|\b(?:any|whether|if)\b/;

/**
 * "What did Legal say about the Fabrikam NDA?": a question about one named thing that the read did
 * not find is not answered by "Found no e-mails" (G1: target_not_found), unless it asked whether
 * such a thing exists.
 */
function absentSubject(d: { step: Step; call: PastCall; lookup: boolean }, tools: readonly PlannableTool[]): FailTaskInput | undefined {
  const about = d.step.about;
  if (d.lookup || !about || d.step.wanted || tools.find((t) => t.name === d.call.tool)?.mutates !== false) return undefined;
  if (EXISTENCE.test(d.step.facts.lower.trim())) return undefined;
  // Only an empty list: records that do not carry every word may still answer ("what did we pick for the venue").
  const out = d.call.output;
  const list = Array.isArray(out) ? out : out && typeof out === 'object' ? Object.values(out).find(Array.isArray) : undefined;
  // A search for any word of the topic ("globex OR invoice") or for part of one ("postg") answers
  // only with records carrying every word.
  const query = d.call.input.q ?? d.call.input.query;
  const partWord = typeof query === 'string' && (/ OR /.test(query) || (query !== about.text && about.terms.length > 1));
  if (list && list.length > 0 && partWord && matchingTargets(recordsOf(out), ANSWER_NAMES, about).length === 0) return { code: 'target_not_found', message: `Nothing about '${about.text}' was found (${d.call.tool} returned ${list.length} ${list.length === 1 ? 'result' : 'results'}, none with every word of it).`, suggestion: 'Check the name, or where it is, and ask again.' };
  // "What did we say in #launch about the press embargo?": a topic the question names must be in what it found.
  const topic = d.step.facts.unquoted.query;
  if (list && list.length > 0 && topic && matchingTargets(recordsOf(out), TOPIC_NAMES, about).length === 0) return { code: 'target_not_found', message: `Nothing about '${about.text}' was found (${d.call.tool} returned ${list.length} ${list.length === 1 ? 'result' : 'results'}, none about it).`, suggestion: 'Check the topic and where it was said, and ask again.' };
  if (!list || list.length > 0) return undefined;
  return {
    code: 'target_not_found',
    message: `Nothing about '${about.text}' was found (${d.call.tool} returned no results).`,
    suggestion: 'Check the name, or where it is, and ask again.',
  };
}

/** The step with its times read again in the zone of the calendar it writes to (primary unless named). */
function inCalendarZone(step: Step, calendars: unknown, tools: readonly PlannableTool[], now: Date): Step {
  const wanted = typeof step.input.calendarId === 'string' ? step.input.calendarId.toLowerCase() : undefined;
  // A calendar not listed yet is made on first reference in its owner's zone: the primary calendar's.
  const list = recordsOf(calendars);
  const calendar = (wanted ? list.find((c) => [str(c, 'id'), str(c, 'summary')].some((n) => n.toLowerCase() === wanted)) : undefined) ?? list.find((c) => c.primary === true);
  const zone = calendar ? str(calendar, 'timeZone') : '';
  const tool = tools.find((t) => t.name === step.tool);
  if (!zone || !tool) return step;
  const facts = readPrompt(step.command.text, now, zone);
  const timed = fillFromPrompt(tool, facts).input;
  return { ...step, input: { ...step.input, start: timed.start ?? step.input.start, end: timed.end ?? step.input.end, timeZone: zone } };
}

/** What a step leaves for the next one to act on: the targets it found, or the records it read. */
function readRecords(call: PastCall | undefined, targets: Rec[] | undefined): Rec[] | undefined {
  if (targets && targets.length > 0) return targets;
  if (!call) return undefined;
  const out = call.output;
  if (Array.isArray(out)) return out as Rec[];
  // A record made or read (an issue with its labels list) is itself what the next step acts on.
  if (out && typeof out === 'object' && ['id', 'number', 'identifier', 'ts'].some((k) => k in out)) return [out as Rec];
  if (out && typeof out === 'object') {
    const list = Object.values(out as Rec).find(Array.isArray) as Rec[] | undefined;
    return list ?? [out as Rec];
  }
  return undefined;
}

/** An update tool's call that sets nothing but what it acts on and where. */
function unchanged(step: Step, input: Record<string, unknown>, tools: readonly PlannableTool[]): boolean {
  const tool = tools.find((t) => t.name === step.tool);
  if (!tool || !updatesFields(tool)) return false;
  const target = tool.intent?.target?.field;
  return !Object.keys(input).some((f) => f !== target && !PLACE_FIELDS.has(f) && input[f] !== undefined);
}

// Where a record says what it is about: its name and its text.
const TOPIC_NAMES = { field: '', lookup: '', names: ['subject', 'snippet', 'title', 'name', 'summary', 'text', 'body', 'description'], id: 'id', kind: 'record' };
// Where a record carries its name: an e-mail's subject, sender and snippet; an issue's or page's title.
const ANSWER_NAMES = { field: '', lookup: '', names: ['subject', 'from', 'snippet', 'title', 'name', 'identifier'], id: 'id', kind: 'record' };
