// The offline planner. A prompt is a list of commands (commands.ts); each command becomes one tool
// (choose.ts) with arguments from its own words (fill-arguments), the target it acts on found by
// name through a lookup (target.ts), and text a later command takes from an earlier result
// (referents.ts). What it cannot do it refuses before anything runs, with a G1 code (refusal.ts).
// The plan is computed again from the prompt at every step and replayed against the calls made.
import type { Catalog } from '../../tools/catalog.ts';
import { catalog as builtinCatalog } from '../../tools/catalog.ts';
import type { TargetSpec } from '../../tools/intent-types.ts';
import { str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { stem, stemPhrase, wordsOf } from '../../prompt/words.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PastCall } from './conversation.ts';
import { chooseTool, pointedServices, READ_VERBS, splitRoles, verbsOf } from './choose.ts';
import { commandsOf, type Command } from './commands.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import { rememberedPlan } from './plan-cache.ts';
import { compiledRegExp } from '../../lib/compiled-regexp.ts';
import { readPrompt, type PromptFacts } from './prompt-facts.ts';
import { describedTitle, withoutQuotes, type Quote } from './prompt-text.ts';
import { gmailQuery, lookupInput, pickTargets, type Wanted } from './lookup.ts';
import { fillFromEarlier } from './referents.ts';
import { outsideCapabilities, refuseChange, refuseComputation, refuseMissing, refuseNoTool, refuseTarget, refuseUnused } from './refusal.ts';
import { errorText, finalSummary } from './summary.ts';
import { joinNames, matchingTargets, nameOf, recordsOf, targetQuote, unquotedTarget, type TargetName } from './target.ts';

export interface Step {
  tool: string;
  input: Record<string, unknown>;
  /** How the step finds its target, when it acts on an existing object named in the prompt. */
  wanted?: Wanted;
  command: Command;
  facts: PromptFacts;
  /** For a read: the one thing it is about ("the Quarterly planning meeting"), to pick from its results. */
  about?: TargetName;
  /** The calendar list read first: the prompt gives a time but no zone, so it is the calendar's. */
  zoneFrom?: string;
}

export interface Plan {
  steps: Step[];
  refusal?: FailTaskInput;
}

export type OfflineMove = { kind: 'call'; tool: string; input: Record<string, unknown> } | { kind: 'text'; text: string } | { kind: 'fail'; input: FailTaskInput };

const CLOCK_TIME = /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b/g;
const DATE_OF_ANOTHER = /\b(?:on|by|before|after|until|from)\s+the\s+(?:day|date|week)\s+(?:that\s+|when\s+)?(?:the|it|this|our|my|their)\b/;
const DATE_QUESTION = /\bhow long (?:ago|until|since|before|after|is it)\b|\bhow many (?:days|weeks|months|years|hours|minutes)\b/;

/** More commands than this in one prompt are refused: a task is a few steps, not a script. */
const MAX_COMMANDS = 10;

function tooMany(count: number): FailTaskInput {
  return { code: 'details_missing', message: `The prompt gives ${count} commands; the offline model plans at most ${MAX_COMMANDS} in one task. Nothing was done.`, suggestion: 'Split the work into several tasks.' };
}

const IDS = /(?:_ids?|Ids?|_number|_ts|^id|^timestamp|^url)$/;

function isText(field: string): boolean {
  return ['title', 'text', 'body', 'subject', 'summary', 'description', 'content', 'blocks', 'message', 'name'].includes(field);
}

/** Ids and places (owner, repo, channel, team, addresses) the command leaves out come from the whole prompt. */
const fills = new WeakMap<PromptFacts, Map<string, ReturnType<typeof fillFromPrompt>>>();

/** fillFromPrompt, once per prompt and tool: candidates of every command read the whole prompt. */
function filled(tool: PlannableTool, facts: PromptFacts): ReturnType<typeof fillFromPrompt> {
  let byTool = fills.get(facts);
  if (!byTool) fills.set(facts, (byTool = new Map()));
  let fill = byTool.get(tool.name);
  if (!fill) byTool.set(tool.name, (fill = fillFromPrompt(tool, facts)));
  return { input: { ...fill.input }, used: fill.used };
}

function fillCommand(tool: PlannableTool, cfacts: PromptFacts, facts: PromptFacts, reserved?: ReadonlySet<Quote>) {
  const own = reserved ? fillFromPrompt(tool, cfacts, reserved) : filled(tool, cfacts);
  const whole = filled(tool, facts);
  // What a command sets or filters by comes from its own words ("Find the issue 'X' and move it to
  // In Progress": the find does not filter by In Progress); places, record ids and addresses are shared.
  for (const [field, value] of Object.entries(whole.input)) {
    if (!SHARED_FIELDS.has(field) && field !== tool.intent?.target?.field) continue;
    if (own.input[field] === undefined) own.input[field] = value;
  }
  return own;
}

function requiredMissing(tool: PlannableTool, input: Record<string, unknown>, skip: ReadonlySet<string>): string[] {
  return (tool.input.required ?? []).filter((f) => input[f] === undefined && !skip.has(f));
}

/** The target a step needs: the name the command gives it, or the previous step's result ("move it"). */
/** "Add li@... to Friday's Design critique": the command puts something into a thing it names. */
function destinationNames(text: string): boolean {
  const { destination } = splitRoles(text);
  return unquotedTarget(` x ${destination}`) !== undefined;
}

/** The text with each quote replaced by one placeholder word, so phrase splitting never looks inside a quote. */
function marked(text: string, quotes: readonly Quote[]): string {
  let out = '';
  let at = 0;
  for (const q of quotes) {
    out += `${text.slice(at, q.start)} quoted `;
    at = q.end;
  }
  return out + text.slice(at);
}

// A parent is named after "under", "inside", "in" ("a page called X under our 'Research notes' page").
const PARENT = /\b(?:under|inside|in|within|into|below)\s+(?:\S+\s+){0,3}$/i;

/** The command without its message ("saying the bus leaves at 8"): a message names no target. */
function beforeMessage(plain: string): string {
  return plain.replace(/\b(?:saying|that says|to say|asking|telling)\b.*$/i, '');
}

function targetQuoteOf(tool: PlannableTool, cfacts: PromptFacts): Quote | undefined {
  const spec = tool.intent?.target;
  if (!spec) return undefined;
  // "issue 999", "ENG-12": the target is given by its id; quotes are the command's text.
  if ((spec.id === 'number' && cfacts.ids.numbers.length > 0) || (spec.id === 'identifier' && cfacts.ids.keys.length > 0)) return undefined;
  // "a new page under Onboarding Hub titled 'First week FAQ'": a quote cued as a title is not the parent.
  if (spec.optional) return cfacts.quotes.find((q) => q.role !== 'title' && q.role !== 'rename' && PARENT.test(cfacts.prompt.slice(Math.max(0, q.start - 40), q.start)));
  const writesText = (tool.input.required ?? []).some((f) => f !== spec.field && isText(f));
  return targetQuote(cfacts.prompt, cfacts.quotes, [spec.kind, ...(tool.intent?.objects ?? [])], writesText);
}

function wantedFor(spec: TargetSpec, command: Command, cfacts: PromptFacts, quote: Quote | undefined, tool: PlannableTool): Wanted | undefined {
  const plain = beforeMessage(withoutQuotes(cfacts.prompt, cfacts.quotes));
  const parent = /\b(?:under|inside|within|below)\s+(.+)$/i.exec(plain)?.[1];
  // "... and move it to In Progress": the target is what the previous command found.
  if (!quote && /^\s*\S+\s+(?:it|them)\b/i.test(plain)) return { spec, name: undefined, plural: /^\s*\S+\s+them\b/i.test(plain), latest: false, tool: tool.name };
  // "add two action items to the kestrel launch retro page": the destination names the page.
  const destination = splitRoles(plain).destination;
  // Only the place that is of the target's kind ("to the kestrel launch retro page"), not every "to ...".
  const intoKind = kindPhrase(tool, plain, /(?:to|into|on|onto|in)/.source);
  const unquoted = quote ? undefined : spec.optional ? (parent ? unquotedTarget(` x ${parent}`) : undefined) : ((intoKind ? unquotedTarget(` x ${intoKind}`) : undefined) ?? unquotedTarget(plain) ?? unquotedTarget(` x ${destination}`));
  const own = quote ? nameOf(quote.text, true) : unquoted ? withoutPlaces(nameOf(unquoted, false), cfacts) : undefined;
  // "Rahul's email about the visa letter": an e-mail is named by its sender and its topic together.
  const topic = spec.lookup === 'gmail.search_messages' && !quote && cfacts.unquoted.query ? nameOf(cfacts.unquoted.query, false) : undefined;
  const name = own && topic ? joinNames(own, topic) : (own ?? topic);
  const plural = /\b(?:all|every|each|both)\b/.test(cfacts.lower) || compiledRegExp(`\\b(?:${spec.kind.replace('-', '-?')}s|alerts|newsletters|messages|mails)\\b`).test(cfacts.lower);
  const latest = /\b(?:latest|last|newest|most recent|recent)\b/.test(cfacts.lower);
  return { spec, name, plural, latest, tool: tool.name };
}

export function planPrompt(prompt: string, tools: readonly PlannableTool[], now: Date, catalog: Catalog = builtinCatalog): Plan {
  const facts = readPrompt(prompt, now);
  const known = tools.filter((t) => t.intent || catalog.getTool(t.name));
  const verbs = new Set([...known.flatMap(verbsOf), ...catalogVerbs(catalog)]);
  const outside = outsideCapabilities(facts);
  if (outside) return { steps: [], refusal: outside };
  const commands = commandsOf(facts.prompt, verbs);
  if (commands.length > MAX_COMMANDS) return { steps: [], refusal: tooMany(commands.length) };
  const banned = new Set(commands.filter((c) => c.negated && c.verb).map((c) => stem(c.verb as string)));
  for (const m of facts.lower.matchAll(/\b(?:don't|do not|never|without)\s+(\w+)/g)) banned.add(stem(m[1]));
  const allowed = known.filter((t) => !(t.mutates && verbsOf(t).some((v) => banned.has(stem(v)))));
  const promptServices = pointedServices(facts.prompt, facts, catalog);
  const steps: Step[] = [];
  // "Go ahead and send it", "do it": a confirmation of the command before, not a new one.
  const confirming = (c: Command) => /^(?:(?:go ahead and|please|just)\s+)?(?:send|do|post|submit)\s+(?:it|that|them)\s*(?:now)?[.!]?$/i.test(c.text.trim());
  for (const command of commands.filter((c) => !c.negated && !confirming(c))) {
    const cfacts = readPrompt(command.text, now);
    const verb = command.verb ?? 'read';
    // Once per command, not per candidate tool: whether it names a thing in its own words.
    const asksAbout = /^\s*(?:what|what's|whats|who|who's|whos|when|where|where's|which)\b/i.test(command.text) && searchable(aboutName(cfacts));
    const namesByWords = unquotedTarget(beforeMessage(withoutQuotes(cfacts.prompt, cfacts.quotes))) !== undefined || destinationNames(withoutQuotes(command.text, cfacts.quotes));
    const choice = chooseTool(
      {
        verb,
        text: command.text,
        facts: cfacts,
        promptServices,
        catalog,
        inputs: (tool) => {
          const quote = targetQuoteOf(tool, cfacts);
          const { input } = fillCommand(tool, cfacts, facts, quote ? new Set([quote]) : undefined);
          const skip = new Set([tool.intent?.target?.field ?? '']);
          const required = (tool.input.required ?? []).filter((f) => !skip.has(f));
          const lacking = required.filter((f) => input[f] === undefined && !(steps.length > 0 && (isText(f) || IDS.test(f))));
          // Reading one thing ("get", "read") needs it quoted or called by its kind ("our Wifi and
          // door codes page"); a change may name it in the user's words.
          // ... or asked about in a question ("Who's invited to the budget review tomorrow?").
          const named = quote !== undefined || (tool.mutates !== false ? namesByWords : kindNamed(tool, cfacts) !== undefined || asksAbout);
          const finds = tool.mutates === false && !tool.intent?.target && asksAbout && searchField(tool, input) !== undefined;
          return { supplied: required.length - lacking.length, lacking: lacking.length, named, filled: Object.keys(input).length, finds };
        },
        destinationNamed: destinationNames(marked(command.text, cfacts.quotes)),
      },
      allowed,
    );
    if (!choice) return { steps, refusal: refuseNoTool(command, known.length > allowed.length && candidatesBanned(verb, known, allowed)) };
    const tool = choice.tool;
    // "at 10am on the day the failover drill ticket is due": a date another record holds; planning
    // the time alone would put it on today.
    if (DATE_OF_ANOTHER.test(cfacts.lower)) return { steps, refusal: refuseComputation(command) };
    // "How long ago did it come out? The announcement is at <url>": date arithmetic over what another
    // tool reads is two steps the planner cannot chain; answering with the read alone would not answer.
    if (!tool.mutates && !tool.name.startsWith('datetime.') && DATE_QUESTION.test(cfacts.lower)) return { steps, refusal: refuseComputation(command) };
    const quote = targetQuoteOf(tool, cfacts);
    const { input } = fillCommand(tool, cfacts, facts, quote ? new Set([quote]) : undefined);
    if (!catalog.getService(tool.name.split('.')[0]) || catalog.getService(tool.name.split('.')[0])?.custom) quotedValues(tool, input, cfacts);
    const spec = tool.intent?.target;
    const step: Step = { tool: tool.name, input, command, facts: cfacts };
    if (spec && input[spec.field] === undefined) {
      const wanted = wantedFor(spec, command, cfacts, quote, tool);
      const fromEarlier = steps.length > 0 && !wanted?.name;
      const replying = spec.search === 'q' && /\b(?:repl(?:y|ies)|respond|answer)\b/i.test(command.text);
      const gmail = spec.lookup === 'gmail.search_messages';
      if (wanted && (spec.optional ? wanted.name !== undefined && !gmail || replying : true)) step.wanted = { ...wanted, fromEarlier: fromEarlier && !spec.optional };
      if (!step.wanted?.name && !step.wanted?.fromEarlier && !step.wanted?.latest && !spec.optional && !gmail) return { steps, refusal: refuseTarget(spec.kind) };
    }
    if (!tool.mutates) step.about = aboutName(cfacts);
    // "Did anyone post when the SOC 2 audit fieldwork starts?": a search takes what the question is about.
    const query = searchField(tool, input);
    if (!tool.mutates && query && (tool.input.required?.includes(query) || asksAbout) && step.about && searchable(step.about)) {
      // Gmail matches whole words: any word of the topic, with the sender and flags given.
      input[query] = tool.name === 'gmail.search_messages' ? gmailQuery(step.about, tool, step) : step.about.text;
    }
    // "Close the issue" answered by reading it is not done: a read chosen for a command whose verb
    // asks for a change the read does not make is refused, never reported as complete.
    if (tool.mutates === false && command.verb && !READ_VERBS.includes(command.verb) && command.verb !== 'read' && !verbsOf(tool).includes(command.verb)) return { steps, refusal: refuseNoTool(command, false) };
    // A new event, issue or page has a title: the one the prompt describes, or the task asks for it.
    const titleField = tool.mutates && (!spec || spec.optional) ? Object.keys(tool.input.properties ?? {}).find((f) => f === 'title' || f === 'summary') : undefined;
    // "an issue for the bug in the e-mail titled 'X'": that quote names the e-mail, not the new thing.
    if (titleField && typeof input[titleField] === 'string') {
      const quote = cfacts.quotes.find((q) => q.text === input[titleField]);
      const kind = quote && /\b([a-z-]+)\s+(?:titled|called|named)\s*$/i.exec(cfacts.prompt.slice(Math.max(0, quote.start - 40), quote.start))?.[1]?.toLowerCase();
      if (kind && OBJECT_KINDS.has(kind) && !(tool.intent?.objects ?? []).includes(kind)) delete input[titleField];
    }
    // After a read, the title may come from what it read ("with the same title"): left to referents.
    if (titleField && input[titleField] === undefined && steps.length === 0) {
      const title = describedTitle(withoutQuotes(command.text, cfacts.quotes).replace(/\s+/g, ' '), verb);
      if (!title) return { steps, refusal: refuseMissing(step, [titleField], tool) };
      input[titleField] = title;
    }
    // "Convert 3pm to Berlin time": a wall-clock time in no stated zone cannot be converted (UTC would be a guess).
    // "What is 10:00 in Sydney time?" names one zone: the one to convert from is missing, not Sydney twice.
    const fromZone = Object.keys(tool.input.properties ?? {}).find((f) => /^from\w*zone$/i.test(f));
    const toZone = Object.keys(tool.input.properties ?? {}).find((f) => /^to\w*zone$/i.test(f));
    const oneZone = facts.ids.zones.length < 2 && (input[fromZone ?? ''] === undefined ? !facts.ids.fromZone : input[fromZone ?? ''] === input[toZone ?? '']);
    if (fromZone && oneZone && cfacts.dates.start !== undefined && !/\bnow\b/.test(cfacts.lower)) return { steps, refusal: refuseMissing(step, [fromZone], tool) };
    // "How many days until the renewal deadline on my calendar?": one date only, so from and to are the same.
    if (!tool.mutates && input.from !== undefined && input.from === input.to && (tool.input.required ?? []).includes('to')) return { steps, refusal: refuseMissing(step, ['to'], tool) };
    // "Started at 02:47, resolved at 05:13: how many minutes?": two clock times, not one and now.
    if (!tool.mutates && (input.from === 'now' || input.to === 'now') && (cfacts.lower.match(CLOCK_TIME) ?? []).length >= 2) return { steps, refusal: refuseMissing(step, ['from', 'to'], tool) };
    // A difference answers "how long / how many / until / since"; "What time is 10am our time?" asks no such thing.
    if (!tool.mutates && 'from' in (tool.input.properties ?? {}) && 'to' in (tool.input.properties ?? {}) && !/\b(?:how (?:many|long)|until|till|since|between|left|ago|passed|remain|difference|count)/.test(cfacts.lower)) return { steps, refusal: refuseNoTool(command, false) };
    // "Tag the chart issue as a bug" with no label read from it: an update that changes nothing is refused.
    if (tool.mutates && spec && !spec.optional && steps.length === 0 && changesNothing(tool, input, spec, cfacts)) return { steps, refusal: refuseChange(spec.kind, tool) };
    resolveVersion(input, facts);
    // "next Monday at 9am": in the zone of the calendar it goes on, which only the calendar list says.
    const zoneList = 'google_calendar.list_calendars';
    // (A moved event keeps its own zone: event-edit.ts.)
    if (tool.mutates && (!spec || spec.optional) && 'timeZone' in (tool.input.properties ?? {}) && 'start' in (tool.input.properties ?? {}) && cfacts.dates.start !== undefined && !cfacts.dates.allDay && facts.ids.zones.length === 0 && !facts.ids.fromZone && known.some((t) => t.name === zoneList)) step.zoneFrom = zoneList;
    // "Post the titles of the open ENG tickets in #standup": the text comes from a read the command implies.
    if (steps.length === 0 && tool.mutates && requiredMissing(tool, input, new Set([spec?.field ?? ''])).some(isText)) {
      const read = impliedRead(command, cfacts, facts, tool, allowed, promptServices, catalog);
      if (read) steps.push(read);
    }
    const skip = new Set([spec?.field ?? '', ...(steps.length > 0 ? Object.keys(tool.input.properties ?? {}).filter(isText) : [])]);
    if (steps.length > 0) for (const f of tool.input.required ?? []) if (IDS.test(f)) skip.add(f);
    const missing = requiredMissing(tool, input, skip);
    if (missing.length > 0) return { steps, refusal: refuseMissing(step, missing, tool) };
    steps.push(step);
  }
  if (steps.length === 0) return { steps, refusal: refuseNoTool(commands[0] ?? { text: facts.prompt, verb: undefined, negated: false }, false) };
  const unused = unusedValue(facts, steps, known);
  if (unused) return { steps, refusal: refuseUnused(unused) };
  return { steps };
}

/**
 * "... is fixed in 4.2.1. Close it and comment that it shipped in that release": a message that
 * points back at the one version number the prompt gives says it.
 */
function resolveVersion(input: Record<string, unknown>, facts: PromptFacts): void {
  const versions = [...new Set(facts.prompt.match(/\bv?\d+\.\d+(?:\.\d+)?\b/g) ?? [])];
  if (versions.length !== 1) return;
  for (const field of ['body', 'text', 'description']) {
    const v = input[field];
    if (typeof v === 'string') input[field] = v.replace(/\b(?:that|this|the same) (release|version|build)\b/gi, `$1 ${versions[0]}`);
  }
}

/** A custom tool's required string inputs the prompt quotes ("Find the customer 'cus_7'"), in order. */
function quotedValues(tool: PlannableTool, input: Record<string, unknown>, cfacts: PromptFacts): void {
  const used = JSON.stringify(input);
  const free = cfacts.quotes.filter((q) => !used.includes(q.text));
  for (const field of tool.input.required ?? []) {
    if (input[field] !== undefined || tool.input.properties?.[field]?.type !== 'string') continue;
    const quote = free.shift();
    if (!quote) return;
    input[field] = quote.text;
  }
}

const PLACE_FIELDS = new Set(['owner', 'repo', 'channel', 'team', 'teamId', 'calendarId', 'org', 'timeZone', 'sendUpdates']);
const SHARED_FIELDS = new Set([...PLACE_FIELDS, 'issue_number', 'pull_number', 'number', 'id', 'url', 'to', 'cc', 'bcc', 'attendees', 'items', 'fromTimeZone', 'toTimeZone']);

/**
 * An update tool (named so, its fields are the change) called with none of them, and no date to
 * move to. A merge or a delete is a change by itself: its fields only qualify it.
 */
function changesNothing(tool: PlannableTool, input: Record<string, unknown>, spec: TargetSpec, cfacts: PromptFacts): boolean {
  if (!/\.(?:update|modify|edit)_/.test(tool.name)) return false;
  const changeable = Object.keys(tool.input.properties ?? {}).filter((f) => f !== spec.field && !PLACE_FIELDS.has(f));
  // A tool that requires what it writes (a reply's text) says so itself when it is missing.
  if (changeable.length === 0 || changeable.some((f) => tool.input.required?.includes(f))) return false;
  if (cfacts.dates.start !== undefined || Object.keys(cfacts.dates.durations).length > 0) return false;
  return !changeable.some((f) => input[f] !== undefined);
}

/** "to the kestrel launch retro page": the phrase after `before` that ends in the tool's target kind. */
function kindPhrase(tool: PlannableTool, plain: string, before: string): string | undefined {
  const spec = tool.intent?.target;
  if (!spec) return undefined;
  const kinds = [spec.kind, ...(tool.intent?.objects ?? [])].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return compiledRegExp(`\\b${before}\\s+((?:\\S+\\s+){0,6}?(?:${kinds})s?)\\b`, 'i').exec(plain)?.[1];
}

/** A read's target called by its kind with a name of its own ("on our Wifi and door codes page"). */
function kindNamed(tool: PlannableTool, cfacts: PromptFacts): string | undefined {
  const phrase = kindPhrase(tool, withoutQuotes(cfacts.prompt, cfacts.quotes), /(?:on|in|from|the|my|our|their|his|her)/.source);
  return phrase && unquotedTarget(` x ${phrase}`) !== undefined ? phrase : undefined;
}

// Kinds of things a prompt names by a title ("the e-mail titled 'X'").
const OBJECT_KINDS = new Set(['e-mail', 'email', 'mail', 'message', 'page', 'doc', 'document', 'event', 'meeting', 'thread', 'issue', 'ticket', 'bug', 'channel', 'project']);

/** An update tool's call that sets nothing but what it acts on and where. */
function unchanged(step: Step, input: Record<string, unknown>, tools: readonly PlannableTool[]): boolean {
  const tool = tools.find((t) => t.name === step.tool);
  if (!tool || !/\.(?:update|modify|edit)_/.test(tool.name)) return false;
  const target = tool.intent?.target?.field;
  return !Object.keys(input).some((f) => f !== target && !PLACE_FIELDS.has(f) && input[f] !== undefined);
}

const MAIL_NAMES = { field: '', lookup: '', names: ['subject', 'from', 'snippet'], id: 'id', kind: 'e-mail' };

/** A read's text search field ('q', 'query') when nothing fills it yet. */
function searchField(tool: PlannableTool, input: Record<string, unknown>): string | undefined {
  return ['q', 'query'].find((f) => f in (tool.input.properties ?? {}) && input[f] === undefined);
}

/** A name short enough to search for: a few words, not a pasted text. */
function searchable(name: TargetName | undefined): boolean {
  return name !== undefined && name.terms.length > 0 && name.terms.length <= 8;
}

/** A name without the team or channel it is in ("the Growth team's ..."): those say where to look. */
function withoutPlaces(name: TargetName, cfacts: PromptFacts): TargetName | undefined {
  const places = new Set([...cfacts.ids.teams, ...cfacts.ids.channels].map((p) => p.toLowerCase()));
  const terms = name.terms.filter((t) => !places.has(t));
  if (terms.length === name.terms.length) return name;
  return terms.length > 0 ? nameOf(terms.join(' '), false) : undefined;
}

/** What a read is about: a quote not cued as a message, or the unquoted name after "the". */
function aboutName(cfacts: PromptFacts): TargetName | undefined {
  const quote = cfacts.quotes.find((q) => q.role !== 'body' && q.role !== 'subject' && q.role !== 'rename');
  if (quote) return nameOf(quote.text, true);
  // "What did Legal say about the Fabrikam NDA?": the topic is what the answer must be about.
  if (cfacts.unquoted.query) return withoutPlaces(nameOf(cfacts.unquoted.query, false), cfacts);
  const text = beforeMessage(withoutQuotes(cfacts.prompt, cfacts.quotes));
  // "What's sitting in review for the Growth team?": a question's words after its first are no name.
  const question = /^\s*(?:what|what's|whats|which|who|who's|whos|when|where|where's|how|is|are|am|was|were|any|do|does|did|can|could|will|should)\b/i.test(text);
  const plain = unquotedTarget(` x ${text.replace(/^\s*\S+/, '')}`, !question);
  const name = plain ? withoutPlaces(nameOf(plain, false), cfacts) : undefined;
  // "What total did Globex put on the invoice?": a name the question gives is part of what it is about.
  const proper = question ? properNames(text) : [];
  if (proper.length === 0) return name;
  const named = withoutPlaces(nameOf(proper.join(' '), false), cfacts);
  if (!named) return name;
  return name ? joinNames(name, named) : named;
}

const CALENDAR_WORDS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|i|i'm|i've|i'd)$/i;

/** Capitalised words after a sentence's first (Globex, Priya), not days, months or service names. */
function properNames(text: string): string[] {
  return [...text.matchAll(/(?<=\S\s+)([A-Z][a-z]+(?:'s)?)\b/g)]
    .map((m) => m[1].replace(/'s$/, ''))
    .filter((w) => !CALENDAR_WORDS.test(w) && !/^(?:GitHub|Slack|Notion|Linear|Gmail|Google|Calendar)$/i.test(w));
}

/**
 * The read a write's missing text comes from, in another service: chosen among the reading tools
 * over what the command is about (after "of" / "from", else the whole command), only when one of
 * its objects or its service is named there.
 */
function impliedRead(command: Command, cfacts: PromptFacts, facts: PromptFacts, write: PlannableTool, tools: readonly PlannableTool[], promptServices: ReadonlySet<string>, catalog: Catalog): Step | undefined {
  const own = write.name.split('.')[0];
  const reads = tools.filter((t) => t.mutates === false && !t.intent?.target && t.name.split('.')[0] !== own);
  const plain = withoutQuotes(command.text, cfacts.quotes);
  const { content } = splitRoles(plain);
  const text = content.trim() || plain;
  const choice = chooseTool({ verb: 'read', text, facts: readPrompt(text, new Date(0)), promptServices, catalog, inputs: () => ({ supplied: 0, lacking: 0, named: false, filled: 0 }), destinationNamed: false }, reads);
  if (!choice) return undefined;
  const tool = choice.tool;
  const words = new Set(wordsOf(text));
  const evidence = (tool.intent?.objects ?? []).some((o) => stemPhrase(o).split(' ').every((w) => words.has(w))) || pointedServices(text, cfacts, catalog).has(tool.name.split('.')[0]);
  if (!evidence) return undefined;
  const { input } = fillCommand(tool, cfacts, facts);
  const about = aboutName(readPrompt(text, cfacts.dates.start ? new Date(cfacts.dates.start) : new Date(0)));
  const search = Object.keys(tool.input.properties ?? {}).find((f) => f === 'q' || f === 'query');
  // The name searched for, unless it only names the place (a team key, a channel).
  if (search && input[search] === undefined && about && !JSON.stringify(cfacts.ids).includes(`"${about.text}"`)) input[search] = about.text;
  if (requiredMissing(tool, input, new Set()).length > 0) return undefined;
  return { tool: tool.name, input, command, facts: cfacts, about };
}

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
  return values.find((v) => v.trim() !== '' && !used.includes(v.toLowerCase().replace(/\s+/g, ' ').trim()));
}

const verbCache = new WeakMap<Catalog, string[]>();

/** Every command verb of a catalog, and the reading ones: built once per catalog. */
function catalogVerbs(catalog: Catalog): string[] {
  let verbs = verbCache.get(catalog);
  if (!verbs) verbCache.set(catalog, (verbs = [...new Set([...catalog.tools.flatMap(verbsOf), ...READ_VERBS])]));
  return verbs;
}

function candidatesBanned(verb: string, known: readonly PlannableTool[], allowed: readonly PlannableTool[]): boolean {
  return known.some((t) => verbsOf(t).includes(verb) && !allowed.includes(t));
}

/** planPrompt, remembered across the steps of a task (plan-cache.ts). */
function planOf(prompt: string, tools: readonly PlannableTool[], now: Date, catalog: Catalog = builtinCatalog): Plan {
  return rememberedPlan(prompt, tools, now, catalog, () => planPrompt(prompt, tools, now, catalog));
}

/** The calls a plan makes, for a test-mode preview: lookups included, ids they would find left out. */
export function previewPlan(prompt: string, tools: readonly PlannableTool[], now: Date, catalog?: Catalog): { tool: string; input: Record<string, unknown> }[] {
  const plan = planOf(prompt, tools, now, catalog);
  return plan.steps.flatMap((s) => [
    ...(s.wanted && !s.wanted.fromEarlier ? [{ tool: s.wanted.spec.lookup, input: lookupInput(s, tools) }] : []),
    ...(s.zoneFrom ? [{ tool: s.zoneFrom, input: {} }] : []),
    { tool: s.tool, input: s.input },
  ]);
}

/** The planned calls for a task prompt (K2 test-mode previews), with the refusal when there is one. */
export function planTask(prompt: string, tools: readonly PlannableTool[], now: Date, catalog?: Catalog) {
  const plan = planOf(prompt, tools, now, catalog);
  return { calls: previewPlan(prompt, tools, now, catalog), refusal: plan.refusal };
}

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
      const lookup = calls[k];
      if (!lookup) return { kind: 'call', tool: step.wanted.spec.lookup, input: lookupInput(step, tools) };
      if (lookup.tool !== step.wanted.spec.lookup) return { kind: 'text', text: finalSummary(done, tools) };
      k++;
      done.push({ step, call: lookup, lookup: true });
      const picked = pickTargets(lookup.output, step);
      if (picked.kind === 'fail') return { kind: 'fail', input: picked.input };
      targets = picked.targets;
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
      done.push({ step, call, lookup: false });
    }
    previous = targets && step.wanted?.fromEarlier !== true && done.at(-1)?.step === step && !tools.find((t) => t.name === step.tool)?.mutates ? targets : readRecords(done.at(-1)?.call, targets);
  }
  const unanswered = done.map((d) => absentSubject(d, tools)).find(Boolean);
  if (unanswered) return { kind: 'fail', input: unanswered };
  return { kind: 'text', text: finalSummary(done, tools) };
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
  // A Gmail search for any word of the topic ("globex OR invoice") answers only with e-mails carrying every word.
  const anyWord = typeof d.call.input.q === 'string' && / OR /.test(d.call.input.q);
  if (list && list.length > 0 && anyWord && matchingTargets(recordsOf(out), MAIL_NAMES, about).length === 0) return { code: 'target_not_found', message: `No e-mail about '${about.text}' was found (${d.call.tool} returned ${list.length} ${list.length === 1 ? 'result' : 'results'}, none with every word of it).`, suggestion: 'Check the sender and the subject, and ask again.' };
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
