// The offline planner on realistic prompts across every catalog service: which tools, in which
// order, with which arguments; what it leaves to earlier results; what it refuses; determinism.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planTask, previewPlan } from '../../src/models/offline/index.ts';
import { catalog } from '../../src/tools/catalog.ts';

const NOW = new Date('2025-03-12T10:00:00Z'); // a Wednesday
const tools = [...catalog.tools];

type Expected = Array<[tool: string, input: Record<string, unknown>]>;

/** Each prompt: the planned tools in order, and the arguments each must carry (others may be present). */
const CASES: Array<[prompt: string, expected: Expected]> = [
  ["Create a GitHub issue in acme-inc/storefront titled 'Login fails' with the label bug", [['github.create_issue', { owner: 'acme-inc', repo: 'storefront', title: 'Login fails', labels: ['bug'] }]]],
  ['Close issue #7 in acme-inc/storefront as not planned', [['github.update_issue', { owner: 'acme-inc', repo: 'storefront', issue_number: 7, state: 'closed', state_reason: 'not_planned' }]]],
  ["Comment 'Looking into it' on issue 3 in acme-inc/payments-api", [['github.add_comment', { repo: 'payments-api', issue_number: 3, body: 'Looking into it' }]]],
  ['Merge PR #4 in acme-inc/storefront using squash', [['github.merge_pull_request', { pull_number: 4, merge_method: 'squash' }]]],
  ["Open a draft PR in acme-inc/storefront from feature/wishlist into main titled 'Wishlist'", [['github.create_pull_request', { head: 'feature/wishlist', base: 'main', draft: true, title: 'Wishlist' }]]],
  ['List the last 5 open pull requests in acme-inc/storefront', [['github.list_pull_requests', { owner: 'acme-inc', state: 'open', per_page: 5 }]]],
  ["Rename issue #3 in acme-inc/storefront to 'Fix README'", [['github.update_issue', { issue_number: 3, title: 'Fix README' }]]],
  ['find the latest email from Dana and reply to it saying thanks', [['gmail.search_messages', { q: 'from:Dana' }], ['gmail.reply_to_message', { body: 'thanks' }]]],
  ["Send an email to alex@acme.example with subject 'Renewal' saying 'Terms attached', cc dev.patel@northwind.example", [['gmail.send_message', { to: ['alex@acme.example'], cc: ['dev.patel@northwind.example'], subject: 'Renewal', body: 'Terms attached' }]]],
  ['Find emails about the contract renewal', [['gmail.search_messages', { q: 'contract renewal' }]]],
  ['Label the latest email from billing@acmecloud.example as Receipts', [['gmail.list_labels', {}], ['gmail.search_messages', { q: 'from:billing@acmecloud.example' }], ['gmail.modify_message_labels', {}]]],
  ["Post 'Deploy done' to #engineering", [['slack.post_message', { channel: 'engineering', text: 'Deploy done' }]]],
  ['React with :eyes: to the latest message in #general', [['slack.list_messages', { channel: 'general' }], ['slack.add_reaction', { channel: 'general', name: 'eyes' }]]],
  ["Reply in the thread of the latest message in #engineering saying 'on it'", [['slack.list_messages', { channel: 'engineering' }], ['slack.reply_in_thread', { channel: 'engineering', text: 'on it' }]]],
  ['Create a private Slack channel called launch-war-room', [['slack.create_channel', { name: 'launch-war-room', is_private: true }]]],
  ['Search Slack for messages about the deploy from @dev.patel', [['slack.search_messages', { query: 'deploy from:@dev.patel' }]]],
  ["Send a direct message to @dev.patel saying 'Can you review PR 482?'", [['slack.list_users', {}], ['slack.post_message', { text: 'Can you review PR 482?' }]]],
  [
    "Schedule a meeting 'Design review' tomorrow at 3pm for 1 hour with chen.wei@northwind.example in Europe/Paris",
    [['google_calendar.create_event', { summary: 'Design review', start: '2025-03-13T15:00:00+01:00', end: '2025-03-13T16:00:00+01:00', timeZone: 'Europe/Paris', attendees: ['chen.wei@northwind.example'] }]],
  ],
  ["What's on my calendar tomorrow?", [['google_calendar.list_events', { timeMin: '2025-03-13T00:00:00+00:00', timeMax: '2025-03-14T00:00:00+00:00' }]]],
  ["Cancel my meeting 'Team sync' on Friday", [['google_calendar.list_events', { q: 'Team sync', timeMin: '2025-03-14T00:00:00+00:00' }], ['google_calendar.delete_event', {}]]],
  [
    'Find a free slot tomorrow between 2pm and 5pm for me and maria.garcia@northwind.example',
    [['google_calendar.find_free_busy', { timeMin: '2025-03-13T14:00:00+00:00', timeMax: '2025-03-13T17:00:00+00:00', items: ['primary', 'maria.garcia@northwind.example'] }]],
  ],
  ["Create a Linear issue titled 'Fix onboarding' in the ENG team with high priority due Friday", [['linear.list_teams', {}], ['linear.create_issue', { title: 'Fix onboarding', priority: 2, dueDate: '2025-03-14' }]]],
  ["Add a comment 'Done' to ENG-12", [['linear.add_comment', { issueId: 'ENG-12', body: 'Done' }]]],
  ['Set the priority of ENG-3 to urgent', [['linear.update_issue', { id: 'ENG-3', priority: 1 }]]],
  ["Add 'Buy milk' to my Notion page Groceries", [['notion.search', { query: 'Groceries' }], ['notion.append_to_page', { blocks: [{ type: 'paragraph', text: 'Buy milk' }] }]]],
  ["Search Notion for 'roadmap'", [['notion.search', { query: 'roadmap' }]]],
  ['What time is it in Asia/Tokyo?', [['datetime.now', { timeZone: 'Asia/Tokyo' }]]],
  ['What is the date 10 days from now?', [['datetime.now', {}], ['datetime.add', { timestamp: 'now', days: 10 }]]],
  ['How many days until 2025-12-25?', [['datetime.now', {}], ['datetime.difference', { from: 'now', to: '2025-12-25', unit: 'days' }]]],
  ['Convert 2025-03-14T15:00 from America/New_York to Asia/Tokyo', [['datetime.convert_timezone', { timestamp: '2025-03-14T15:00', fromTimeZone: 'America/New_York', toTimeZone: 'Asia/Tokyo' }]]],
  ['Fetch https://example.com/pricing', [['web.fetch_page', { url: 'https://example.com/pricing' }]]],
];

for (const [prompt, expected] of CASES) {
  test(`plans: ${prompt}`, () => {
    const plan = planTask(prompt, tools, NOW);
    assert.deepEqual(
      plan.map((c) => c.tool),
      expected.map(([tool]) => tool),
    );
    expected.forEach(([, input], i) => {
      for (const [field, value] of Object.entries(input)) assert.deepEqual(plan[i].input[field], value, `${plan[i].tool}.${field}`);
    });
  });
}

test('every planned argument is valid for its tool, apart from ids left to earlier results', () => {
  for (const [prompt] of CASES) {
    for (const step of previewPlan(prompt, tools, NOW)) {
      const schema = catalog.getTool(step.tool)!.input;
      for (const field of Object.keys(step.input)) assert.ok(schema.properties?.[field], `${step.tool} has no field ${field} (${prompt})`);
      assert.deepEqual(step.missing, [], `${prompt}: ${step.tool} misses ${step.missing.join(', ')}`);
    }
  }
});

test('ids a later call needs are left to the earlier results, never guessed', () => {
  const [search, reply] = previewPlan('find the latest email from Dana and reply to it saying thanks', tools, NOW);
  assert.equal(search.tool, 'gmail.search_messages');
  assert.equal(reply.input.messageId, undefined);
  assert.deepEqual(reply.missing, [], 'messageId is supplied by the search result');
  const [, remove] = planTask("Cancel my meeting 'Team sync' on Friday", tools, NOW);
  assert.equal(remove.input.eventId, undefined);
});

test('a required detail the prompt does not give is reported as missing', () => {
  const [noRepo] = previewPlan("Create a GitHub issue titled 'Login fails'", tools, NOW);
  assert.equal(noRepo.tool, 'github.create_issue');
  assert.deepEqual(noRepo.missing, ['owner', 'repo']);
  const [noTitle] = previewPlan('Create a GitHub issue in acme-inc/storefront', tools, NOW);
  assert.deepEqual(noTitle.missing, ['title']);
  const [noTimes] = previewPlan("Create a calendar event called 'Offsite'", tools, NOW);
  assert.equal(noTimes.tool, 'google_calendar.create_event');
  assert.deepEqual(noTimes.missing, ['start', 'end']);
});

test('relative dates follow the "now" it is given', () => {
  const [friday] = planTask("Cancel my meeting 'Team sync' on Friday", tools, new Date('2025-03-17T09:00:00Z'));
  assert.equal(friday.input.timeMin, '2025-03-21T00:00:00+00:00', 'the Friday after Monday 17 March');
  const [meeting] = planTask("Schedule a meeting 'Standup' next Monday at 9:30 in America/New_York", tools, NOW);
  assert.equal(meeting.input.start, '2025-03-17T09:30:00-04:00');
  assert.equal(meeting.input.end, '2025-03-17T10:00:00-04:00', 'half an hour when no length is given');
  const [allDay] = planTask("Create a calendar event 'Offsite' from Monday to Wednesday", tools, NOW);
  assert.deepEqual([allDay.input.start, allDay.input.end], ['2025-03-17', '2025-03-20'], 'all-day events end the day after');
});

test('a prompt that asks for nothing the tools do plans nothing', () => {
  assert.deepEqual(planTask("Translate 'good morning' into French", tools, NOW), []);
  assert.deepEqual(planTask('What is the capital of France?', tools, NOW), []);
  assert.deepEqual(planTask('', tools, NOW), []);
  assert.deepEqual(planTask("Post 'hi' to #general", tools.filter((t) => t.service !== 'slack'), NOW), [], 'Slack is not offered');
});

test('only offered tools are planned, and tools outside the catalog never', () => {
  const custom = { name: 'acme.create_ticket', input: { type: 'object', properties: { title: { type: 'string' } } } };
  const plan = planTask("Create a GitHub issue in acme-inc/storefront titled 'X'", [custom, catalog.getTool('github.create_issue')!], NOW);
  assert.deepEqual(plan.map((c) => c.tool), ['github.create_issue']);
});

test('sandbox triggers in the prompt are not read as task details', () => {
  const plain = planTask("Post 'Deploy done' to #engineering", tools, NOW);
  assert.deepEqual(planTask("Post 'Deploy done' to #engineering [sandbox:slow]", tools, NOW), plain);
});

test('planning is deterministic', () => {
  for (const [prompt] of CASES) assert.deepEqual(planTask(prompt, tools, NOW), planTask(prompt, [...tools].reverse(), NOW), prompt);
});
