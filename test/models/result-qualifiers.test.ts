// What the prompt says of the records it means, checked on what a read or a lookup returned:
// the sender as a whole name, a priority, open or closed, the state they are in now, a month.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { narrowed } from '../../src/models/offline/result-qualifiers.ts';
import { readPrompt } from '../../src/models/offline/prompt-facts.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const stepOf = (prompt: string, service: string) => {
  const plan = planPrompt(prompt, [...catalog.tools].filter((t) => t.service === service), now);
  assert.equal(plan.refusal, undefined);
  return plan.steps[0];
};
const kept = (out: { output: unknown } | { fail: unknown }, list: string, name: string) => ('output' in out ? ((out.output as Record<string, Record<string, string>[]>)[list]).map((r) => r[name]) : out);

test('"from Lena" is Lena, not Helena, and the count says so', () => {
  const step = stepOf('How many unread emails do I have from Lena?', 'gmail');
  const mail = (subject: string, from: string) => ({ id: subject, subject, from, snippet: '' });
  const out = narrowed({ messages: [mail('Sprint demo notes', 'Lena Fischer <lena@tidal.example>'), mail('Contract draft v2', 'Helena Ruiz <helena@alder.example>'), mail('Lunch?', 'Lena Fischer <lena@tidal.example>')], resultSizeEstimate: 3 }, step);
  assert.deepEqual(kept(out, 'messages', 'subject'), ['Sprint demo notes', 'Lunch?']);
  assert.equal('output' in out && (out.output as { resultSizeEstimate: number }).resultSizeEstimate, 2);
});

const issue = (title: string, priorityLabel: string, name: string, type: string) => ({ identifier: title, title, priorityLabel, state: { name, type } });

test('"urgent tickets still open" keeps urgent ones that are not done or canceled', () => {
  const step = stepOf('How many urgent tickets are still open in PAY?', 'linear');
  const nodes = [issue('a', 'Urgent', 'Todo', 'unstarted'), issue('b', 'Urgent', 'Done', 'completed'), issue('c', 'High', 'Todo', 'unstarted'), issue('d', 'Urgent', 'In Progress', 'started')];
  assert.deepEqual(kept(narrowed({ nodes }, step), 'nodes', 'title'), ['a', 'd']);
});

test('"that are still in Backlog" narrows the targets of a move to Todo; the state moved to is not a filter', () => {
  const step = stepOf('Move all the billing migration tickets in FIN that are still in Backlog to Todo.', 'linear');
  const nodes = [issue('backfill', 'No priority', 'Backlog', 'backlog'), issue('cutover', 'No priority', 'In Progress', 'started'), issue('dual-write', 'No priority', 'Backlog', 'backlog')];
  assert.deepEqual(kept(narrowed({ nodes }, step), 'nodes', 'title'), ['backfill', 'dual-write']);
  const bump = stepOf('Bump both checkout tickets in SHOP to urgent.', 'linear');
  assert.deepEqual(kept(narrowed({ nodes }, bump), 'nodes', 'title'), ['backfill', 'cutover', 'dual-write']);
});

test('"pages from October" are those whose title holds an October date; a record that cannot tell fails', () => {
  const step = stepOf('Archive all the standup notes pages from October.', 'notion');
  const page = (title: string, created_time?: string) => ({ id: title, title, ...(created_time ? { created_time } : {}) });
  const results = [page('Standup notes 2026-10-06'), page('Standup notes 2026-11-03'), page('Standup notes template', '2026-11-20T10:00:00Z'), page('Standup notes 2026-10-20')];
  assert.deepEqual(kept(narrowed({ results }, step), 'results', 'title'), ['Standup notes 2026-10-06', 'Standup notes 2026-10-20']);
  const unknown = narrowed({ results: [page('Standup notes 2026-10-06'), page('Standup notes template')] }, step);
  assert.equal('fail' in unknown && unknown.fail.code, 'outside_capabilities');
  assert.equal(readPrompt('Archive the emails from October.', now).ids.from, undefined);
});
