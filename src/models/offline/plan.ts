// The offline planner. A prompt is a list of commands (commands.ts); each command becomes one tool
// (choose.ts) with arguments from its own words (fill-arguments), the target it acts on found by
// name through a lookup (target.ts), and text a later command takes from an earlier result
// (referents.ts). What it cannot do it refuses before anything runs, with a G1 code (refusal.ts).
// A task's plan is made once (plan-cache.ts) and replayed against the calls made at every step (next-move.ts).
import type { Catalog } from '../../tools/catalog.ts';
import { catalog as builtinCatalog } from '../../tools/catalog.ts';
import type { TargetSpec } from '../../tools/intent-types.ts';
import { stem, stemPhrase, wordsOf } from '../../prompt/words.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { compiledRegExp, escapeRegExp } from '../../lib/compiled-regexp.ts';
import { chooseTool, pointedServices, READ_VERBS, splitRoles, verbsOf } from './choose.ts';
import { commandsOf, type Command } from './commands.ts';
import { fillFromPrompt, type PlannableTool } from './fill-arguments.ts';
import { rememberedPlan } from './plan-cache.ts';
import { readPrompt, type PromptFacts } from './prompt-facts.ts';
import { wholePlanRefusal } from './plan-refusals.ts';
import { readBeforeLabelling } from './keep-lists.ts';
import { aboutName, beforeMessage, kindNamed, kindPhrase, searchable, searchField, withoutPlaces } from './prompt-names.ts';
import { describedTitle, withoutQuotes, type Quote } from './prompt-text.ts';
import { eachValue } from './each-value.ts';
import { gmailQuery, lookupInput, type Wanted } from './lookup.ts';
import { outsideCapabilities, refuseChange, refuseComputation, refuseMissing, refuseNoTool, refuseTarget } from './refusal.ts';
import { joinNames, nameOf, searchText, targetQuote, unquotedTarget, type TargetName } from './target.ts';

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
  /** With a refusal for a detail or a condition: the tools chosen for the task before it (test-mode previews show them). */
  chosen?: string[];
}

const CLOCK_TIME = /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b/g;
const DATE_OF_ANOTHER = /\b(?:on|by|before|after|until|from)\s+the\s+(?:day|date|week)\s+(?:that\s+|when\s+)?(?:the|it|this|our|my|their)\b/;
const DATE_QUESTION = /\bhow long (?:ago|until|since|before|after|is it)\b|\bhow many (?:days|weeks|months|years|hours|minutes)\b|\b\d+\s+(?:days?|weeks?|months?)\s+(?:after|before|from)\s+(?:the|its|their|that)\b/;

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

/** The target a step needs: the name the command gives it, or the previous step's result ("move it"). */
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
  // "the issue in acme/web about emoji breaking the search bar": so is any target whose kind is followed by its topic.
  const topical = spec.lookup === 'gmail.search_messages' || compiledRegExp(`\\b(?:${[spec.kind, ...(tool.intent?.objects ?? [])].map(escapeRegExp).join('|')})s?\\b[^.,;:!?]{0,40}?\\babout\\s`, 'i').test(plain);
  const topic = topical && !quote && cfacts.unquoted.query ? nameOf(cfacts.unquoted.query, false) : undefined;
  const name = own && topic ? joinNames(own, topic) : (own ?? topic);
  // "Close the newer one": one of several, whatever plural the context sentence used.
  const one = /\b(?:the|this|that)\s+(?:[a-z]+\s+)?one\b|\bone of\b/.test(cfacts.lower);
  const plural = /(?<![\w-])(?:all|every|each|both)\b/.test(cfacts.lower) || (!one && compiledRegExp(`\\b(?:${spec.kind.replace('-', '-?')}s|alerts|newsletters|messages|mails)\\b`).test(cfacts.lower));
  const latest = /\b(?:latest|last|newest|newer|most recent|recent)\b/.test(cfacts.lower);
  return { spec, name, plural, latest, tool: tool.name };
}

export function planPrompt(prompt: string, tools: readonly PlannableTool[], now: Date, catalog: Catalog = builtinCatalog): Plan {
  const facts = readPrompt(prompt, now);
  const known = tools.filter((t) => t.intent || catalog.getTool(t.name));
  const verbs = commandVerbs(known, catalog);
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
      if (!step.wanted?.name && !step.wanted?.fromEarlier && !step.wanted?.latest && !spec.optional && !gmail) return { steps, refusal: refuseTarget(spec.kind), chosen: [...steps.map((s) => s.tool), tool.name] };
    }
    if (!tool.mutates) step.about = aboutName(cfacts);
    // "Did anyone post when the SOC 2 audit fieldwork starts?": a search takes what the question is about.
    const query = searchField(tool, input);
    if (!tool.mutates && query && (tool.input.required?.includes(query) || asksAbout) && step.about && searchable(step.about)) {
      // Gmail matches whole words: any word of the topic, with the sender and flags given. A search
      // that matches part of a word (Linear, Notion) gets the name's longest word cut short, as a
      // lookup does: "Postgres upgrade" is found in "Upgrade Postgres to 16".
      input[query] = tool.name === 'gmail.search_messages' ? gmailQuery(step.about, tool, step) : searchText(step.about, partialSearch(tool, catalog));
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
      if (!title) return { steps, refusal: refuseMissing(step, [titleField], tool), chosen: [...steps.map((s) => s.tool), tool.name] };
      input[titleField] = title;
    }
    // "Convert 3pm to Berlin time": a wall-clock time in no stated zone cannot be converted (UTC would be a guess).
    // "What is 10:00 in Sydney time?" names one zone: the one to convert from is missing, not Sydney twice.
    const fromZone = Object.keys(tool.input.properties ?? {}).find((f) => /^from\w*zone$/i.test(f));
    const toZone = Object.keys(tool.input.properties ?? {}).find((f) => /^to\w*zone$/i.test(f));
    const oneZone = facts.ids.zones.length < 2 && (input[fromZone ?? ''] === undefined ? !facts.ids.fromZone : input[fromZone ?? ''] === input[toZone ?? '']);
    if (fromZone && oneZone && cfacts.dates.start !== undefined && !/\bnow\b/.test(cfacts.lower)) return { steps, refusal: refuseMissing(step, [fromZone], tool), chosen: [...steps.map((s) => s.tool), tool.name] };
    // "How many days until the renewal deadline on my calendar?": one date only, so from and to are the same.
    if (!tool.mutates && input.from !== undefined && input.from === input.to && (tool.input.required ?? []).includes('to')) return { steps, refusal: refuseMissing(step, ['to'], tool), chosen: [...steps.map((s) => s.tool), tool.name] };
    // "Started at 02:47, resolved at 05:13: how many minutes?": two clock times, not one and now.
    // ... nor one clock time and a bare date ("ends at 6pm on Dec 4 ... by 9am on Dec 5, Berlin time").
    const bare = (v: unknown) => v === 'now' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
    if (!tool.mutates && (bare(input.from) || bare(input.to)) && (cfacts.lower.match(CLOCK_TIME) ?? []).length >= 2) return { steps, refusal: refuseMissing(step, ['from', 'to'], tool), chosen: [...steps.map((s) => s.tool), tool.name] };
    // A difference answers "how long / how many / until / since"; "What time is 10am our time?" asks no such thing.
    if (!tool.mutates && 'from' in (tool.input.properties ?? {}) && 'to' in (tool.input.properties ?? {}) && !/\b(?:how (?:many|long)|until|till|since|between|left|ago|passed|remain|difference|count)/.test(cfacts.lower)) return { steps, refusal: refuseNoTool(command, false) };
    // "Tag the chart issue as a bug" with no label read from it: an update that changes nothing is refused.
    if (tool.mutates && spec && !spec.optional && steps.length === 0 && changesNothing(tool, input, spec, cfacts)) return { steps, refusal: refuseChange(spec.kind, tool), chosen: [...steps.map((s) => s.tool), tool.name] };
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
    if (missing.length > 0) return { steps, refusal: refuseMissing(step, missing, tool), chosen: [...steps.map((s) => s.tool), tool.name] };
    steps.push(...[readBeforeLabelling(step, allowed)].filter((s) => s !== undefined), ...eachValue(step, tool));
  }
  if (steps.length === 0) return { steps, refusal: refuseNoTool(commands[0] ?? { text: facts.prompt, verb: undefined, negated: false }, false) };
  return wholePlanRefusal(facts, steps, known, now) ?? { steps };
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

export const PLACE_FIELDS = new Set(['owner', 'repo', 'channel', 'team', 'teamId', 'calendarId', 'org', 'timeZone', 'sendUpdates']);
const SHARED_FIELDS = new Set([...PLACE_FIELDS, 'issue_number', 'pull_number', 'number', 'id', 'url', 'to', 'cc', 'bcc', 'attendees', 'items', 'fromTimeZone', 'toTimeZone']);

const partialCache = new WeakMap<Catalog, ReadonlySet<string>>();

/** True for a reading tool that some target's lookup searches by part of a word (built once per catalog). */
function partialSearch(tool: PlannableTool, catalog: Catalog): boolean {
  let lookups = partialCache.get(catalog);
  if (!lookups) partialCache.set(catalog, (lookups = new Set(catalog.tools.filter((t) => t.intent?.target?.partialSearch === true).map((t) => t.intent?.target?.lookup ?? ''))));
  return lookups.has(tool.name);
}

/** A tool named as an update (github.update_issue, gmail.modify_message_labels): its optional fields are the change. */
export function updatesFields(tool: PlannableTool): boolean {
  return /\.(?:update|modify|edit)_/.test(tool.name);
}

/**
 * An update tool (named so, its fields are the change) called with none of them, and no date to
 * move to. A merge or a delete is a change by itself: its fields only qualify it.
 */
function changesNothing(tool: PlannableTool, input: Record<string, unknown>, spec: TargetSpec, cfacts: PromptFacts): boolean {
  if (!updatesFields(tool)) return false;
  const changeable = Object.keys(tool.input.properties ?? {}).filter((f) => f !== spec.field && !PLACE_FIELDS.has(f));
  // A tool that requires what it writes (a reply's text) says so itself when it is missing.
  if (changeable.length === 0 || changeable.some((f) => tool.input.required?.includes(f))) return false;
  if (cfacts.dates.start !== undefined || Object.keys(cfacts.dates.durations).length > 0) return false;
  return !changeable.some((f) => input[f] !== undefined);
}

// Kinds of things a prompt names by a title ("the e-mail titled 'X'").
const OBJECT_KINDS = new Set(['e-mail', 'email', 'mail', 'message', 'page', 'doc', 'document', 'event', 'meeting', 'thread', 'issue', 'ticket', 'bug', 'channel', 'project']);

/**
 * The read a write's missing text comes from, in another service: chosen among the reading tools
 * over what the command is about (after "of" / "from", else the whole command), only when one of
 * its objects or its service is named there.
 */
function impliedRead(command: Command, cfacts: PromptFacts, facts: PromptFacts, write: PlannableTool, tools: readonly PlannableTool[], promptServices: ReadonlySet<string>, catalog: Catalog): Step | undefined {
  const own = write.name.split('.')[0];
  const reads = tools.filter((t) => t.mutates === false && !t.intent?.target && t.name.split('.')[0] !== own);
  // "let #team know ...": where the answer goes is no word of what to read (no Linear teams).
  const plain = withoutQuotes(command.text, cfacts.quotes).replace(/(?<![\w])[#@][\w.-]+/g, ' ');
  const { content } = splitRoles(plain);
  const text = content.trim() || plain;
  // "Let #eng know when the release retro is", "what time the review starts": an event's time is read from the calendar.
  const whenEvent = /\b(?:when|what time)\b(?!\s+(?:it is|is it)\b)/i.test(text) ? reads.find((t) => t.name === 'google_calendar.list_events') : undefined;
  const choice = whenEvent ? { tool: whenEvent } : chooseTool({ verb: 'read', text, facts: readPrompt(text, new Date(0)), promptServices, catalog, inputs: () => ({ supplied: 0, lacking: 0, named: false, filled: 0 }), destinationNamed: false }, reads);
  if (!choice) return undefined;
  const tool = choice.tool;
  const words = new Set(wordsOf(text));
  const evidence = whenEvent !== undefined || (tool.intent?.objects ?? []).some((o) => stemPhrase(o).split(' ').every((w) => words.has(w))) || pointedServices(text, cfacts, catalog).has(tool.name.split('.')[0]);
  if (!evidence) return undefined;
  const { input } = fillCommand(tool, cfacts, facts);
  const event = whenEvent && /\b(?:when|what time)\s+(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:is|starts?|begins?|happens?|ends?|will)\b/i.exec(text)?.[1];
  const about = event ? nameOf(event, false) : aboutName(readPrompt(text, cfacts.dates.start ? new Date(cfacts.dates.start) : new Date(0)));
  const search = Object.keys(tool.input.properties ?? {}).find((f) => f === 'q' || f === 'query');
  // The name searched for, unless it only names the place (a team key, a channel).
  if (search && input[search] === undefined && about && !JSON.stringify(cfacts.ids).includes(`"${about.text}"`)) input[search] = tool.name === 'gmail.search_messages' ? gmailQuery(about, tool, { facts: cfacts }) : searchText(about, partialSearch(tool, catalog));
  if (requiredMissing(tool, input, new Set()).length > 0) return undefined;
  return { tool: tool.name, input, command, facts: cfacts, about };
}

const verbCache = new WeakMap<Catalog, ReadonlySet<string>>();

/**
 * Every command verb: the catalog's and the reading ones (a set built once per catalog), and those
 * of offered tools outside the catalog; a new set only when such a tool brings a verb of its own.
 */
function commandVerbs(known: readonly PlannableTool[], catalog: Catalog): ReadonlySet<string> {
  let verbs = verbCache.get(catalog);
  if (!verbs) verbCache.set(catalog, (verbs = new Set([...catalog.tools.flatMap(verbsOf), ...READ_VERBS])));
  const own = known.flatMap(verbsOf).filter((v) => !verbs.has(v));
  return own.length === 0 ? verbs : new Set([...verbs, ...own]);
}

function candidatesBanned(verb: string, known: readonly PlannableTool[], allowed: readonly PlannableTool[]): boolean {
  return known.some((t) => verbsOf(t).includes(verb) && !allowed.includes(t));
}

/** planPrompt, remembered across the steps of a task (plan-cache.ts). */
export function planOf(prompt: string, tools: readonly PlannableTool[], now: Date, catalog: Catalog = builtinCatalog): Plan {
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
  return { calls: previewPlan(prompt, tools, now, catalog), refusal: plan.refusal, chosen: plan.chosen };
}

