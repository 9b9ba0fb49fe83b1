// The offline planner on prompts across the catalog: the commands it reads, the tool each becomes,
// its arguments, the lookup that finds a named target, what it refuses with which G1 code, and
// determinism. End to end through the engine: offline-loop.test.ts and npm run eval.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planTask, previewPlan } from '../../src/models/offline/index.ts';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';
import { validateToolInput } from '../../src/tools/validate-input.ts';

const NOW = new Date('2025-03-12T10:00:00Z'); // a Wednesday
const tools = [...catalog.tools];
const only = (...services: string[]) => tools.filter((t) => services.includes(t.service));

type Expected = Array<[tool: string, input: Record<string, unknown>]>;

/**
 * Each prompt: the planned calls in order (lookups included) and arguments each must carry.
 * A prompt ending in [service] is planned with that service's tools only (as a subagent of it would
 * be): "Move 'Design review' to Thursday" could be a Linear issue or an event among all tools.
 */
const CASES: Array<[prompt: string, expected: Expected]> = [
  ["Create a GitHub issue in acme-inc/storefront titled 'Login fails' with the label bug", [['github.create_issue', { owner: 'acme-inc', repo: 'storefront', title: 'Login fails', labels: ['bug'] }]]],
  ["Close the issue 'Remove v1 export' in acme/api", [['github.list_issues', { owner: 'acme', repo: 'api', state: 'all' }], ['github.update_issue', { owner: 'acme', repo: 'api', state: 'closed' }]]],
  ["Comment on the 'Cart total rounds incorrectly' issue in acme/widgets that the fix ships in 2.4.1.", [['github.list_issues', { owner: 'acme', repo: 'widgets' }], ['github.add_comment', { body: 'The fix ships in 2.4.1.' }]]],
  ["Post 'Deploy done' to #engineering", [['slack.post_message', { channel: 'engineering', text: 'Deploy done' }]]],
  ['Tell #random that pizza is in the kitchen.', [['slack.post_message', { channel: 'random', text: 'Pizza is in the kitchen.' }]]],
  ['React with :eyes: to the logo drafts message in #logo-review', [['slack.list_messages', { channel: 'logo-review' }], ['slack.add_reaction', { channel: 'logo-review', name: 'eyes' }]]],
  // Interjections, a "re:" topic and a trailing thanks are no commands; "let #team know" reads nothing about teams.
  ['ugh archive the weekly stack newsletter pls, dont need it [gmail]', [['gmail.search_messages', {}], ['gmail.modify_message_labels', { removeLabelIds: ['INBOX'] }]]],
  ['hey, re: the dark mode flicker issue in fernhill/web, can u comment that its caused by the theme script', [['github.list_issues', { owner: 'fernhill', repo: 'web' }], ['github.add_comment', { body: 'Its caused by the theme script.' }]]],
  ['add to my lisbon move checklist: get nif number, open bank acct, find a flat. thanks!! [notion]', [['notion.search', {}], ['notion.append_to_page', { blocks: [{ type: 'to_do', text: 'Get nif number' }, { type: 'to_do', text: 'Open bank acct' }, { type: 'to_do', text: 'Find a flat' }] }]]],
  // A day range in one month; what a page is for is its title, a list after a colon its content.
  ['Block out a Lisbon trip on the calendar: December 19 to 27. [calendar]', [['google_calendar.create_event', { summary: 'Lisbon trip', start: '2025-12-19', end: '2025-12-28' }]]],
  ['Create a page for the Lisbon trip under our Family plans page, with a packing checklist: passports, adapters, sunscreen.', [['notion.search', {}], ['notion.create_page', { title: 'Lisbon trip', content: [{ type: 'to_do', text: 'Passports' }, { type: 'to_do', text: 'Adapters' }, { type: 'to_do', text: 'Sunscreen' }] }]]],
  ['Label the Safari rendering bug in acme/web as a good first issue.', [['github.list_issues', { owner: 'acme', repo: 'web' }], ['github.update_issue', { labels: ['good first issue'] }]]],
  ["Cancel Leo's piano lesson on Monday. [calendar]", [['google_calendar.list_events', { q: 'Leo piano lesson' }], ['google_calendar.delete_event', {}]]],
  // A read searches Linear as a lookup does (part of the name's longest word), then keeps what carries every word.
  ['When is the SSL cert renewal ticket due? [linear]', [['linear.list_issues', { query: 'renew' }]]],
  ['Post the status and due date of the Postgres upgrade ticket in #platform.', [['linear.list_issues', { query: 'postg' }], ['slack.post_message', { channel: 'platform' }]]],
  // Names in people's words: after a context clause, with whom, ending at a kind word or another phrase.
  ['something came up, cancel coffee with marco tomorrow [calendar]', [['google_calendar.list_events', { q: 'coffee marco' }], ['google_calendar.delete_event', {}]]],
  ['What annual discount does the Pricing FAQ page give? [notion]', [['notion.search', { query: 'prici' }], ['notion.get_page', {}]]],
  ['Archive all the Weekly Byte newsletters sitting in my inbox. [gmail]', [['gmail.search_messages', { q: 'weekly OR byte' }], ['gmail.modify_message_labels', { removeLabelIds: ['INBOX'] }]]],
  // A time inside the message is what it says, not when to send it; a deadline is met by sending now.
  ['Post in #general that the demo moved to Friday at 3pm', [['slack.post_message', { channel: 'general', text: 'The demo moved to Friday at 3pm.' }]]],
  ["Draft a reply to Marco's email about the venue deposit saying we'll pay it on Monday. [gmail]", [['gmail.search_messages', {}], ['gmail.create_draft', { body: "We'll pay it on Monday." }]]],
  // "Rename 'A' to 'B'" renames A; a statement's "needs to move"; the user's own event named with its kind.
  ["Rename 'Q4 OKRs draft' to 'Q4 OKRs', it's final now. [notion]", [['notion.search', { query: 'Q4 OKRs draft' }], ['notion.update_page', { title: 'Q4 OKRs' }]]],
  ["Thursday's on-call handover needs to move to 5pm. [calendar]", [['google_calendar.list_events', { q: 'on-call handover' }], ['google_calendar.update_event', {}]]],
  ['Put my dentist appointment on the calendar: next Monday at 8:15am for an hour. [calendar]', [['google_calendar.list_calendars', {}], ['google_calendar.create_event', { summary: 'Dentist appointment' }]]],
  // A date that happened this year stays this year; a topic after the kind is part of the name.
  ['My laptop was delivered on February 2 and the warranty is 90 days. What date does it run out?', [['datetime.add', { timestamp: '2025-02-02', days: 90 }]]],
  // The message without "that", without the thanks said to the assistant; "Subject:" gives the subject.
  ['Tell #team the build is green, thanks!', [['slack.post_message', { channel: 'team', text: 'The build is green.' }]]],
  ['Could you please email ana@acme.example and tell her the contract is signed? Subject: Contract. Thanks so much', [['gmail.send_message', { to: ['ana@acme.example'], subject: 'Contract', body: 'The contract is signed.' }]]],
  ['Remind everyone in #general the office is closed Friday.', [['slack.post_message', { channel: 'general', text: 'The office is closed Friday.' }]]],
  ['Post in #eng that the deploy is done please', [['slack.post_message', { channel: 'eng', text: 'The deploy is done.' }]]],
  ['Post my standup in #standup: Yesterday I fixed the login bug. Today the export.', [['slack.post_message', { channel: 'standup', text: 'Yesterday I fixed the login bug. Today the export.' }]]],
  // Emoji named in words, and a login after "assign ... to" without its @.
  ['Give the landing page post in #marketing a rocket.', [['slack.list_messages', { channel: 'marketing' }], ['slack.add_reaction', { channel: 'marketing', name: 'rocket' }]]],
  ['Put a thumbs up on the deploy message in #ops', [['slack.list_messages', { channel: 'ops' }], ['slack.add_reaction', { name: 'thumbsup' }]]],
  ["Assign the 'Migrate CI to Buildkite' issue in northstar/infra to maria-chen.", [['github.list_issues', { owner: 'northstar', repo: 'infra' }], ['github.update_issue', { assignees: ['maria-chen'] }]]],
  ["Send an email to alex@acme.example with subject 'Renewal' saying 'Terms attached'", [['gmail.send_message', { to: ['alex@acme.example'], subject: 'Renewal', body: 'Terms attached' }]]],
  ["Draft an email to finance@northwind.example with the subject 'Q3 budget' saying the numbers are attached, but do not send it.", [['gmail.create_draft', { to: ['finance@northwind.example'], subject: 'Q3 budget' }]]],
  ['Archive the Gadget Weekly newsletter in my inbox.', [['gmail.search_messages', {}], ['gmail.modify_message_labels', { removeLabelIds: ['INBOX'] }]]],
  // An unquoted name is searched by its first letters (Notion matches part of a word), then picked by every word.
  ["Add 'Buy milk' to my Notion page Groceries", [['notion.search', { query: 'groce' }], ['notion.append_to_page', { blocks: [{ type: 'paragraph', text: 'Buy milk' }] }]]],
  ["Add these to-dos to my 'Move house' page: book movers, cancel internet, forward mail.", [['notion.search', { query: 'Move house' }], ['notion.append_to_page', { blocks: [{ type: 'to_do', text: 'Book movers' }, { type: 'to_do', text: 'Cancel internet' }, { type: 'to_do', text: 'Forward mail' }] }]]],
  ["Move 'Design review' to Thursday at 2pm. [calendar]", [['google_calendar.list_events', { q: 'Design review' }], ['google_calendar.update_event', {}]]],
  ["Book a 45-minute meeting called 'Pricing workshop' tomorrow at 15:00 UTC with ana@northwind.example", [['google_calendar.create_event', { summary: 'Pricing workshop', start: '2025-03-13T15:00:00+00:00', end: '2025-03-13T15:45:00+00:00', attendees: ['ana@northwind.example'] }]]],
  ['Set the due date of \'Q4 audit\' to this Friday. [linear]', [['linear.list_issues', { query: 'Q4 audit' }], ['linear.update_issue', { dueDate: '2025-03-14' }]]],
  ["New ticket for ENG: 'Rotate staging credentials', high priority. [linear]", [['linear.create_issue', { teamId: 'ENG', title: 'Rotate staging credentials', priority: 2 }]]],
  ['What time is 9am America/Los_Angeles on 2026-12-01 in Europe/Berlin?', [['datetime.convert_timezone', { timestamp: '2026-12-01T09:00:00-08:00', fromTimeZone: 'America/Los_Angeles', toTimeZone: 'Europe/Berlin' }]]],
  ['What time in Australia/Sydney is 17:00 UTC on 2026-12-10?', [['datetime.convert_timezone', { fromTimeZone: 'UTC', toTimeZone: 'Australia/Sydney' }]]],
  ['How many days until 2025-12-25?', [['datetime.difference', { from: '2025-03-12', to: '2025-12-25', unit: 'days' }]]],
  ['What time is it in Asia/Tokyo?', [['datetime.now', { timeZone: 'Asia/Tokyo' }]]],
  ['Count the open issues in acme/web and post the number in #eng', [['github.list_issues', { owner: 'acme', repo: 'web', state: 'open' }], ['slack.post_message', { channel: 'eng' }]]],
  // Names in the user's own words: the search takes part of one word, the pick checks every word (DB = database).
  ["I'm picking up the staging DB credential rotation now, move it to in progress [linear]", [['linear.list_issues', { query: 'crede' }], ['linear.update_issue', { stateId: 'In Progress' }]]],
  ['The status page TLS cert renewal has to be done by this Friday, set the due date on that ticket. [linear]', [['linear.list_issues', { query: 'renew' }], ['linear.update_issue', { dueDate: '2025-03-14', stateId: undefined }]]],
  ["What's sitting in review for the Growth team right now? [linear]", [['linear.list_issues', { team: 'Growth', state: 'In Review' }]]],
  // Gmail: the sender and any word of the name, never words of the reply being written.
  ["Reply to Priya's booth quote: we accept, please send over the contract. [gmail]", [['gmail.search_messages', { q: 'priya OR booth OR quote' }], ['gmail.reply_to_message', { body: 'We accept, please send over the contract.' }]]],
  ["Star Rahul's email about the visa letter so I don't lose it. [gmail]", [['gmail.search_messages', { q: 'rahul OR visa OR letter' }], ['gmail.modify_message_labels', { addLabelIds: ['STARRED'] }]]],
  // A new thing's title from its description; an event's length from "it's an hour"; a named calendar.
  ["can you put a dentist appointment on my calendar for Friday at 8:30am New York time? it's an hour [calendar]", [['google_calendar.create_event', { summary: 'Dentist appointment', start: '2025-03-14T08:30:00-04:00', end: '2025-03-14T09:30:00-04:00' }]]],
  ['Add a team dinner to the Team offsites calendar on Thursday at 7pm UTC, two hours. [calendar]', [['google_calendar.create_event', { calendarId: 'Team offsites', summary: 'Team dinner', end: '2025-03-13T21:00:00+00:00' }]]],
  ['New ticket for the Mobile team: the Android app crashes when the user denies the camera permission. [linear]', [['linear.create_issue', { teamId: 'Mobile', title: 'Android app crashes when the user denies the camera permission' }]]],
  ["can you file a bug in harbor-labs/ingest? CSV imports silently drop the last row when the file doesn't end with a newline.", [['github.create_issue', { title: "CSV imports silently drop the last row when the file doesn't end with a newline" }]]],
  ["Under our Hiring hub page, add a page 'Interview loop' with a to-do for each stage: phone screen, team fit. [notion]", [['notion.search', { query: 'hirin' }], ['notion.create_page', { title: 'Interview loop' }]]],
  ["how many days are left until new year's eve?", [['datetime.difference', { from: '2025-03-12', to: '2025-12-31', unit: 'days' }]]],
  ["Push tomorrow's roadmap sync to 5pm UTC. [calendar]", [['google_calendar.list_events', { q: 'roadmap sync' }], ['google_calendar.update_event', { start: '2025-03-13T17:00:00+00:00' }]]],
  ["Make a new page under Onboarding Hub titled 'First week FAQ'. [notion]", [['notion.search', { query: 'onboa' }], ['notion.create_page', { title: 'First week FAQ' }]]],
  ["Bump 'Rotate TLS certificates' in OPS to urgent priority. [linear]", [['linear.list_issues', { team: 'OPS' }], ['linear.update_issue', { priority: 1 }]]],
  ['Did anyone post when the SOC 2 audit fieldwork starts? [slack]', [['slack.search_messages', { query: 'SOC audit fieldwork' }]]],
  // A question about a named thing reads that thing, whose summary carries the facts asked.
  ["Who's invited to the budget review tomorrow? [calendar]", [['google_calendar.list_events', { q: 'budget review' }]]],
  ["Spin up a #incident-2211 channel and post 'Checkout errors spiking' in it. [slack]", [['slack.create_channel', { name: 'incident-2211' }], ['slack.post_message', { channel: 'incident-2211', text: 'Checkout errors spiking' }]]],
  // A find's filters are its own: the find does not filter by the state the next command sets.
  ["Find the Linear issue titled 'Migrate billing cron' and move it to In Progress.", [['linear.list_issues', { query: 'Migrate billing cron', state: undefined }], ['linear.get_issue', {}], ['linear.update_issue', { stateId: 'In Progress' }]]],
  ["Put an all-day event called 'Focus day' on my calendar on Wednesday, December 2. [calendar]", [['google_calendar.create_event', { start: '2025-12-02', end: '2025-12-03' }]]],
  // A time with no zone is in the calendar's zone: the calendar list is read first.
  ["Set up a 30-minute 'Weekly metrics' meeting next Monday at 9am with ana@northwind.example [calendar]", [['google_calendar.list_calendars', {}], ['google_calendar.create_event', { summary: 'Weekly metrics' }]]],
  ["Post my standup in #standup: Yesterday I finished the export. Today I'm pairing with Maria. No blockers. [slack]", [['slack.post_message', { channel: 'standup', text: "Yesterday I finished the export. Today I'm pairing with Maria. No blockers." }]]],
  ['Squash-merge the broken API links PR in acme/docs, it has been approved. [github]', [['github.list_pull_requests', { owner: 'acme', repo: 'docs' }], ['github.merge_pull_request', { owner: 'acme', repo: 'docs' }]]],
  ['Post the titles of the open bug issues in acme/billing to #billing-team.', [['github.list_issues', { owner: 'acme', repo: 'billing', labels: ['bug'] }], ['slack.post_message', { channel: 'billing-team' }]]],
  ['pls slap a bug label on the rate limiter issue in acme/api', [['github.list_issues', { owner: 'acme', repo: 'api' }], ['github.update_issue', { labels: ['bug'] }]]],
  ['what PRs r open in acme/api rn', [['github.list_pull_requests', { owner: 'acme', repo: 'api', state: 'open' }]]],
  ["book 'Vendor sync' tmrw 2-2:30pm UTC w/ lee@vendor.example [calendar]", [['google_calendar.create_event', { summary: 'Vendor sync', start: '2025-03-13T14:00:00+00:00', end: '2025-03-13T14:30:00+00:00', attendees: ['lee@vendor.example'] }]]],
  // A date still ahead says when something happens, not when a message was posted: no history window.
  ["Which room is Thursday's design crit in? Someone posted it in #design. [slack]", [['slack.list_messages', { channel: 'design', oldest: undefined, latest: undefined }]]],
  ["Which room is Marcus Webb's onsite in on Monday? [calendar]", [['google_calendar.list_events', { timeMin: '2025-03-17T00:00:00+00:00' }]]],
  ['File a low-priority ticket for the Ops team to order new ink for the badge printer, due Friday. [linear]', [['linear.create_issue', { teamId: 'Ops', priority: 4, title: 'Order new ink for the badge printer', dueDate: '2025-03-14' }]]],
  ['What total did Globex put on the invoice they emailed me? [gmail]', [['gmail.search_messages', { q: 'invoice OR globex' }]]],
  ['What time is 4pm Thursday New York time for our Tokyo office?', [['datetime.convert_timezone', { timestamp: '2025-03-13T16:00:00-04:00', fromTimeZone: 'America/New_York', toTimeZone: 'Asia/Tokyo' }]]],
  ['Rename the Vendor contracts 2025 page to Vendor contracts 2026. [notion]', [['notion.search', { query: 'contr' }], ['notion.update_page', { title: 'Vendor contracts 2026' }]]],
  ['Summarize https://en.wikipedia.org/wiki/Coordinated_Universal_Time in two sentences.', [['web.fetch_page', { url: 'https://en.wikipedia.org/wiki/Coordinated_Universal_Time' }]]],
];

const scoped = (prompt: string) => {
  const service = /\s\[(\w+)\]$/.exec(prompt)?.[1];
  return { text: prompt.replace(/\s\[\w+\]$/, ''), offered: service ? only(service === 'calendar' ? 'google_calendar' : service) : tools };
};

for (const [prompt, expected] of CASES) {
  test(`plans: ${prompt}`, () => {
    const { text, offered } = scoped(prompt);
    const plan = previewPlan(text, offered, NOW, catalog);
    assert.deepEqual(plan.map((c) => c.tool), expected.map(([tool]) => tool));
    expected.forEach(([, input], i) => {
      for (const [field, value] of Object.entries(input)) assert.deepEqual(plan[i].input[field], value, `${plan[i].tool}.${field}`);
    });
  });
}

test('every planned argument is valid for its tool, apart from ids a lookup finds', () => {
  for (const [prompt] of CASES) {
    const { text, offered } = scoped(prompt);
    for (const call of previewPlan(text, offered, NOW, catalog)) {
      const tool = catalog.getTool(call.tool)!;
      const target = tool.intent?.target?.field;
      const id = target && tool.input.properties?.[target]?.type === 'integer' ? 1 : 'x';
      const input = target && call.input[target] === undefined ? { ...call.input, [target]: id } : call.input;
      if ((tool.input.required ?? []).some((f) => input[f] === undefined)) continue; // text a previous result supplies
      assert.doesNotThrow(() => validateToolInput(tool, input), `${prompt}: ${call.tool} ${JSON.stringify(call.input)}`);
    }
  }
});

const REFUSALS: Array<[prompt: string, offered: typeof tools, code: string, says: RegExp]> = [
  ['Set an alarm on my phone for 7am tomorrow.', only('datetime'), 'outside_capabilities', /alarm|phone/],
  ['Open an issue titled \'Login times out\'.', only('github'), 'details_missing', /owner|repo/],
  ['Close the bug issue in acme/widgets.', only('github'), 'details_missing', /which issue/],
  ['Summarize that article for me.', only('web'), 'details_missing', /url/],
  ['Send an e-mail to hr@northwind.example asking for the holiday calendar.', only('slack'), 'outside_capabilities', /e-mail/],
  ['Delete the ENG team in Linear.', only('linear'), 'outside_capabilities', /Delete/],
  ['How many days until my sister\'s birthday?', only('datetime'), 'details_missing', /\bto\b/],
  // A change answered by a read is refused, never reported done.
  ["We shipped it, so please close the 'Remove legacy webhooks' issue in acme/api.", only('github').filter((t) => t.name !== 'github.update_issue'), 'outside_capabilities', /close/],
  ['Pin the release notes message in #eng.', only('slack'), 'outside_capabilities', /Pin/],
  ['Snooze the Jenkins e-mail until Monday.', only('gmail'), 'outside_capabilities', /Snooze/],
  ['Lock the conversation on the JSON logs issue in acme/web.', only('github'), 'outside_capabilities', /Lock/],
  ["Open a GitHub issue in acme/mobile for the bug in the e-mail titled 'App crashes on HEIC'.", only('github', 'gmail'), 'details_missing', /title/],
  ["I'll take the onboarding copy ticket in GROW. Assign it to me and move it to In Progress.", only('linear'), 'details_missing', /what to change/],
  // A new event needs a title; an update needs a change; a time needs its zone.
  ['Set up a meeting with the design team tomorrow at 3pm UTC.', only('google_calendar'), 'details_missing', /summary/],
  ['Tag the chart legend issue in acme/insights as a bug.', only('github'), 'details_missing', /what to change/],
  ['Convert 3pm to Berlin time.', only('datetime'), 'details_missing', /fromTimeZone/],
  ['What is 10:00 in Sydney time?', only('datetime'), 'details_missing', /fromTimeZone/],
  ['Draft an e-mail to dev@acme.example saying which header the API key goes in.', only('gmail'), 'details_missing', /body|subject/],
  ['Block two hours on my calendar at 10am on the day the failover drill ticket in OPS is due.', only('google_calendar', 'linear'), 'details_missing', /date computation/],
  ['Thumbs-up the v5.1.0 announcement in #releases.', only('slack').filter((t) => !t.mutates), 'outside_capabilities', /Thumbs-up/],
  ['Started at 11pm UTC, resolved at 2am UTC. How many minutes?', only('datetime'), 'details_missing', /from/],
  ['The candidate is abroad. What time is 10am our time for her?', only('datetime'), 'outside_capabilities', /10am/],
  ['Permanently delete everything in my spam folder.', only('gmail'), 'outside_capabilities', /delete/],
  ['How many days from today until the contract renewal deadline on my calendar?', only('datetime'), 'details_missing', /\bto\b/],
  ['Archive the \'Old pricing FAQ\' page.', only('notion').filter((t) => t.name !== 'notion.update_page'), 'outside_capabilities', /Archive/],
  // A change under a condition, an exception or a correction is not made as if it were unqualified.
  ["Merge the 'Add HMAC signatures' PR in northwind/hooks if CI is green.", only('github'), 'outside_capabilities', /if ci is green/],
  ["Create a 'Holiday rota 2026' page unless we already have one.", only('notion'), 'outside_capabilities', /unless we already have one/],
  ["Label the 'Crash on launch' issues in acme/app as bug, except the Android one.", only('github'), 'outside_capabilities', /except/],
  ["Post 'Lunch is here' in #general, no wait, #random.", only('slack'), 'outside_capabilities', /no wait/],
  // A thanks is an imperative no tool has, not a question answered by reading the issue.
  ['Thank the reporter on the CSV export issue in acme/web and say a fix is coming in 0.9.', only('github'), 'outside_capabilities', /Thank/],
  // Said on a Wednesday, "next Friday" may be this week's or the next: a change needs the date.
  ["Cancel Leo's piano lesson next Friday.", only('google_calendar'), 'details_missing', /2025-03-14 or 2025-03-21/],
  // A length names no event; "a meeting for the team" is for people, not named after them.
  ['Block out an hour on Friday.', only('google_calendar'), 'details_missing', /summary/],
  ['Schedule a meeting for the team tomorrow at 3pm.', only('google_calendar'), 'details_missing', /summary/],
  // A write that cannot wait: a later time outside the message asks for a schedule no tool keeps.
  ["Post 'Happy Thanksgiving, no standup today' in #standup on Thursday at 8am.", only('slack'), 'outside_capabilities', /cannot wait until/],
  ['How many working days are there between December 21 and January 8?', only('datetime'), 'outside_capabilities', /working days/],
  ['Schedule a maintenance window next week.', only('google_calendar'), 'details_missing', /next week/],
  ['What time is it in Springfield right now?', only('datetime'), 'details_missing', /Springfield/],
  ['My meeting in New York ends at 6pm on December 4 and I have to be in Berlin by 9am on December 5, Berlin time. How many hours do I have?', only('datetime'), 'details_missing', /from/],
  // "Tell #eng the deploy steps" names what to read, not a message: without a read, the text is missing.
  ['Tell #eng the deploy steps.', only('slack'), 'details_missing', /text/],
  // An emoji word inside a name is no reaction: the emoji is missing.
  ['React to the fire drill message in #ops.', only('slack'), 'details_missing', /name/],
  // "an OPS ticket" names no ticket: the title is missing, not "OPS ticket".
  ['Open an OPS ticket for the latest Datadog alert, with the alert subject as the title.', only('linear'), 'details_missing', /title/],
];

for (const [prompt, offered, code, says] of REFUSALS) {
  test(`refuses with ${code}: ${prompt}`, () => {
    const plan = planPrompt(prompt, offered, NOW, catalog);
    assert.equal(plan.refusal?.code, code, JSON.stringify(plan));
    assert.match(plan.refusal?.message ?? '', says);
    assert.ok(plan.refusal?.suggestion);
    assert.equal(planTask(prompt, offered, NOW, catalog).refusal?.code, code);
  });
}

test("a one-word workflow state needs a cue: 'has to be done' sets none, 'mark it done' does", () => {
  const [, update] = previewPlan("The 'Q4 audit' ticket has to be done by Friday, set the due date. [linear]".replace(' [linear]', ''), only('linear'), NOW, catalog);
  assert.equal(update.input.stateId, undefined);
  assert.equal(previewPlan('Mark ENG-4 done', only('linear'), NOW, catalog)[0].input.stateId, 'Done');
});

test('a question about a named thing that finds nothing fails target_not_found; asking whether one exists does not', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const empty = (prompt: string) => {
    const [call] = previewPlan(prompt, only('gmail'), NOW, catalog);
    return nextMove(prompt, [{ id: 'offline-1', tool: call.tool, input: call.input, output: { messages: [], resultSizeEstimate: 0 }, isError: false }], only('gmail'), NOW, catalog);
  };
  const missing = empty('What did Northwind Legal say about the Fabrikam NDA?');
  assert.equal(missing.kind, 'fail');
  assert.equal(missing.kind === 'fail' && missing.input.code, 'target_not_found');
  assert.equal(empty('Do I have any e-mails about the Fabrikam NDA?').kind, 'text');
});

test('a parent page the prompt names and the lookup does not find fails the task; no page is made at the top level', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = "Make a new page under Onboarding Hub titled 'First week FAQ'.";
  const [lookup] = previewPlan(prompt, only('notion'), NOW, catalog);
  const move = nextMove(prompt, [{ id: 'offline-1', tool: lookup.tool, input: lookup.input, output: { results: [{ object: 'page', id: 'p1', title: 'Onboarding checklist' }] }, isError: false }], only('notion'), NOW, catalog);
  assert.equal(move.kind === 'fail' && move.input.code, 'target_not_found');
});

test('"it" after a create is the record made, not a list inside it (its labels)', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = "File a bug in acme/web titled 'CSV drops the last row', then assign it to @octocat.";
  const [create] = previewPlan(prompt, only('github'), NOW, catalog);
  const made = { number: 42, title: 'CSV drops the last row', state: 'open', labels: [{ name: 'bug' }], html_url: 'https://github.com/acme/web/issues/42' };
  const move = nextMove(prompt, [{ id: 'offline-1', tool: create.tool, input: create.input, output: made, isError: false }], only('github'), NOW, catalog);
  assert.equal(move.kind === 'call' && move.input.issue_number, 42);
});

test('a year in a name tells similar pages apart', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = 'Please archive the 2024 parking instructions page, it is out of date.';
  const [lookup] = previewPlan(prompt, only('notion'), NOW, catalog);
  const pages = { results: [{ object: 'page', id: 'p24', title: 'Parking instructions (2024)' }, { object: 'page', id: 'p25', title: 'Parking instructions (2025)' }] };
  const move = nextMove(prompt, [{ id: 'offline-1', tool: lookup.tool, input: lookup.input, output: pages, isError: false }], only('notion'), NOW, catalog);
  assert.equal(move.kind === 'call' && move.input.page_id, 'p24');
});

test('an event is lengthened to or by a stated length; an update with no change it understood is not sent', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const offered = only('google_calendar');
  const events = { items: [{ id: 'e1', summary: 'Q1 roadmap review', start: { dateTime: '2025-03-13T15:00:00-04:00', timeZone: 'America/New_York' }, end: { dateTime: '2025-03-13T16:00:00-04:00', timeZone: 'America/New_York' } }] };
  const moveFor = (prompt: string) => {
    const [lookup] = previewPlan(prompt, offered, NOW, catalog);
    return nextMove(prompt, [{ id: 'offline-1', tool: lookup.tool, input: lookup.input, output: events, isError: false }], offered, NOW, catalog);
  };
  const to = moveFor("Extend tomorrow's Q1 roadmap review to 90 minutes.");
  assert.equal(to.kind === 'call' && to.input.end, '2025-03-13T16:30:00-04:00');
  const by = moveFor("Extend tomorrow's Q1 roadmap review by 30 minutes.");
  assert.equal(by.kind === 'call' && by.input.end, '2025-03-13T16:30:00-04:00');
  const back = moveFor("Push tomorrow's Q1 roadmap review back an hour.");
  assert.equal(back.kind === 'call' && back.input.start, '2025-03-13T16:00:00-04:00');
  const vague = moveFor("Extend tomorrow's Q1 roadmap review.");
  assert.equal(vague.kind === 'fail' && vague.input.code, 'details_missing');
});

test("a question about one sender's e-mail is not answered by another's", async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = 'What total did Globex put on the invoice they emailed me?';
  const [search] = previewPlan(prompt, only('gmail'), NOW, catalog);
  const decoy = { messages: [{ id: 'm1', threadId: 't1', subject: 'Invoice 2231', from: 'Brightline <billing@brightline.example>', snippet: 'Total due: $3,400', labelIds: ['INBOX'] }], resultSizeEstimate: 1 };
  const move = nextMove(prompt, [{ id: 'offline-1', tool: search.tool, input: search.input, output: decoy, isError: false }], only('gmail'), NOW, catalog);
  assert.equal(move.kind === 'fail' && move.input.code, 'target_not_found');
});

test('a count posted from a computation is its value, not the number of records', async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = 'Post in #launch how many days are left until the December 15 launch.';
  const offered = only('datetime', 'slack');
  const [difference] = previewPlan(prompt, offered, NOW, catalog);
  const move = nextMove(prompt, [{ id: 'offline-1', tool: difference.tool, input: difference.input, output: { value: 278, unit: 'days', from: '2025-03-12', to: '2025-12-15' }, isError: false }], offered, NOW, catalog);
  assert.equal(move.kind === 'call' && move.input.text, '278 days');
});

test("an event's time with no zone is read in the zone of the calendar it goes on", async () => {
  const { nextMove } = await import('../../src/models/offline/next-move.ts');
  const prompt = "Set up a 30-minute 'Weekly metrics' meeting next Monday at 9am.";
  const offered = only('google_calendar');
  const calendars = { items: [{ id: 'me@northwind.example', summary: 'me@northwind.example', timeZone: 'America/New_York', primary: true, accessRole: 'owner' }] };
  const move = nextMove(prompt, [{ id: 'offline-1', tool: 'google_calendar.list_calendars', input: {}, output: calendars, isError: false }], offered, NOW, catalog);
  assert.equal(move.kind, 'call');
  assert.equal(move.kind === 'call' && move.input.start, '2025-03-17T09:00:00-04:00');
  assert.equal(move.kind === 'call' && move.input.timeZone, 'America/New_York');
});

test('a prompt that says not to send drafts instead, and never plans a send', () => {
  const calls = previewPlan("Prepare a reply to Marta's e-mail about the offsite venue saying Lisbon works for us. Don't send it.", tools, NOW, catalog).map((c) => c.tool);
  assert.deepEqual(calls, ['gmail.search_messages', 'gmail.create_draft']);
});

test('only offered tools are planned', () => {
  assert.deepEqual(previewPlan("Post 'Deploy done' to #engineering", only('github'), NOW, catalog), []);
  assert.equal(planPrompt("Post 'Deploy done' to #engineering", only('github'), NOW, catalog).refusal?.code, 'outside_capabilities');
});

test('sandbox triggers in the prompt are not read as task details', () => {
  const [call] = previewPlan("Post 'hello' to #general [sandbox:slow]", tools, NOW, catalog);
  assert.deepEqual(call.input, { channel: 'general', text: 'hello' });
});

test('relative dates follow the "now" it is given', () => {
  const later = new Date('2025-06-02T10:00:00Z'); // a Monday
  const [call] = previewPlan("Book a one-hour 'Sync' tomorrow at 10:00 UTC with ana@northwind.example", tools, later, catalog);
  assert.equal(call.input.start, '2025-06-03T10:00:00+00:00');
  assert.equal(call.input.end, '2025-06-03T11:00:00+00:00');
});

test('planning is deterministic', () => {
  for (const [prompt] of CASES) {
    const { text, offered } = scoped(prompt);
    assert.deepEqual(planPrompt(text, offered, NOW, catalog), planPrompt(text, offered, NOW, catalog));
  }
});

test('custom tools are planned from their names: the verb, the objects, quoted values for required inputs', async () => {
  const { buildCatalog, builtinEntries } = await import('../../src/tools/catalog.ts');
  const { customEntry } = await import('../../src/tools/custom/source-catalog.ts');
  const entry = customEntry(
    {
      name: 'domain42',
      kind: 'mcp',
      description: 'Customer records',
      url: 'https://domain42.example/mcp',
      auth: { type: 'none' },
      tools: [
        { name: 'domain42.find_customer', description: 'Find a customer by id.', input: { type: 'object', required: ['customer_id'], properties: { customer_id: { type: 'string' } } }, call: { kind: 'mcp', tool: 'find_customer' } },
        { name: 'domain42.approve_invoice', description: 'Approve an invoice.', input: { type: 'object', required: ['invoice_id'], properties: { invoice_id: { type: 'string' } } }, call: { kind: 'mcp', tool: 'approve_invoice' } },
      ],
    },
    { allowPrivate: false, timeoutMs: 5000 },
  );
  const account = buildCatalog([...builtinEntries, entry]);
  assert.deepEqual(previewPlan('Find the domain42 customer "cus_7"', entry.tools, NOW, account), [{ tool: 'domain42.find_customer', input: { customer_id: 'cus_7' } }]);
  assert.deepEqual(previewPlan("Approve invoice 'inv_42'", entry.tools, NOW, account), [{ tool: 'domain42.approve_invoice', input: { invoice_id: 'inv_42' } }]);
  assert.equal(planPrompt('Delete the customer "cus_7"', entry.tools, NOW, account).refusal?.code, 'outside_capabilities');
});
