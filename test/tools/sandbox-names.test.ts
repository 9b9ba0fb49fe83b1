// Decision G5 through the engine's sandbox runner on both stores: a container a call names is
// created on first reference with the same content for every account and end user, and what one
// account's user writes there stays in that user's own state.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runSandboxTool } from '../../src/engine/sandbox-runner.ts';
import { catalog } from '../../src/tools/catalog.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const clock = { now: () => new Date('2026-11-24T09:00:00Z') };
const owners = [
  { accountId: 'acct_a', userId: 'user_1' },
  { accountId: 'acct_a', userId: 'user_2' },
  { accountId: 'acct_b', userId: 'user_1' },
];

type Json = Record<string, unknown>;

// Per service: a read naming a container nobody seeded, what of its answer is content (ids of the
// user's own people differ per user), a write into it and the text that write leaves.
const cases: { service: string; read: [string, Json]; content(out: Json): unknown; write: [string, Json]; written: string }[] = [
  {
    service: 'github',
    read: ['github.list_issues', { owner: 'northwind', repo: 'billing', state: 'all' }],
    content: (out) => out,
    write: ['github.create_issue', { owner: 'northwind', repo: 'billing', title: 'Written by the first user' }],
    written: 'Written by the first user',
  },
  {
    service: 'slack',
    read: ['slack.list_messages', { channel: '#deploys' }],
    content: (out) => (out.messages as Json[]).map((m) => [m.ts, m.text]),
    write: ['slack.post_message', { channel: 'deploys', text: 'Written by the first user' }],
    written: 'Written by the first user',
  },
  {
    service: 'google_calendar',
    read: ['google_calendar.list_events', { calendarId: 'Team offsites', timeMin: '2026-11-23T00:00:00Z', timeMax: '2026-11-30T00:00:00Z' }],
    content: (out) => out,
    write: ['google_calendar.create_event', { calendarId: 'Team offsites', summary: 'Written by the first user', start: '2026-11-27', end: '2026-11-28' }],
    written: 'Written by the first user',
  },
  {
    service: 'linear',
    read: ['linear.list_issues', { team: 'OPS' }],
    content: (out) => (out.nodes as Json[]).map((i) => [i.id, i.identifier, i.title, (i.state as Json).name, (i.assignee as Json | null)?.name ?? null]),
    write: ['linear.create_issue', { teamId: 'OPS', title: 'Written by the first user' }],
    written: 'Written by the first user',
  },
];

for (const kind of storeKinds) {
  describe(`containers named in calls exist on first reference (${kind})`, () => {
    const suite = storeForSuite(kind);
    const run = (owner: (typeof owners)[number], [name, input]: [string, Json]) => {
      const tool = catalog.getTool(name)!;
      return runSandboxTool(suite.store.db, clock, owner, catalog.getService(tool.service)!, tool, structuredClone(input)) as Promise<Json>;
    };

    for (const c of cases) {
      it(`${c.service}: the same content for two users and two accounts; each keeps its own writes`, async () => {
        const [first, ...others] = await Promise.all(owners.map(async (owner) => c.content(await run(owner, c.read))));
        assert.ok(JSON.stringify(first).length > 100, 'seeded content');
        for (const other of others) assert.deepEqual(other, first);

        await run(owners[0], c.write);
        const seen = await Promise.all(owners.map(async (owner) => JSON.stringify(await run(owner, c.read)).includes(c.written)));
        assert.deepEqual(seen, [true, false, false]);
      });
    }
  });
}
