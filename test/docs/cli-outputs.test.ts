// Issue 12 item 17: every output shape docs/cli.md, docs/webhooks.md and docs/connections.md show
// for a `baton` command is what the real command prints with --json. Each table row with a shape is
// run; a row this test does not know fails it, so a new row gets checked too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { batonEnv, runCli, testEncryptionKey, type CliResult } from '../helpers/baton.ts';
import { blockAfter, shapesIn, tableRows, type TableRow } from './doc-text.ts';
import { differencesFromShape, parseShape } from './shown.ts';

type Run = () => CliResult;

describe('docs: baton command outputs as shown', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-cli-docs-'));
  const env = batonEnv({ env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true', BILLING_API_KEY: 'billing-key' } }, path.join(dir, 'data'));
  const cli = (...args: string[]) => runCli(args, env);
  let account: string;
  before(() => {
    account = cli('accounts', 'create', '--name', 'Docs').json.id;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  function assertCovered(rows: TableRow[], starts: string[]) {
    const shaped = rows.filter((row) => shapesIn(row.answer).length > 0);
    assert.deepEqual(shaped.filter((row) => !starts.some((start) => row.request.startsWith(start))).map((row) => row.request), [], 'every shape shown is checked');
  }

  /** Runs each row's command in order and checks its output against the row's shapes (`which` picks one). */
  function check(rows: TableRow[], runs: Array<[string, Run, number?]>, options: { coverage: boolean } = { coverage: true }) {
    const shaped = rows.filter((row) => shapesIn(row.answer).length > 0);
    if (options.coverage) assertCovered(rows, runs.map(([start]) => start));
    for (const [start, run, which = 0] of runs) {
      const row = shaped.find((r) => r.request.startsWith(start));
      assert.ok(row, `the docs still show ${start}`);
      const res = run();
      assert.equal(res.status, 0, `${start}: ${res.stderr}`);
      const shape = shapesIn(row.answer)[which];
      assert.deepEqual(differencesFromShape(parseShape(shape), res.json), [], `${start}: ${shape}`);
    }
  }

  it('docs/cli.md: accounts, API keys, dashboard users, the webhook endpoint and custom tools', () => {
    const definition = path.join(dir, 'def.json');
    const command = blockAfter('docs/tools.md', '## Kind `http`: a capabilities definition');
    writeFileSync(definition, /<<'JSON'\n([\s\S]*?)\nJSON/.exec(command)![1]);
    let keyId = '';
    const rows = ['## Accounts', '## API keys', '## Dashboard users', '## Webhook endpoint', '## Custom tools'].flatMap((heading) => tableRows('docs/cli.md', heading));
    check(rows, [
      ['`baton accounts create', () => cli('accounts', 'create', '--name', 'Acme', '--plan', 'enterprise', '--rpm', '500', '--concurrency', '5')],
      ['`baton accounts list', () => cli('accounts', 'list')],
      ['`baton keys create', () => {
        const res = cli('keys', 'create', '--account', account, '--env', 'live');
        keyId = res.json.id;
        return res;
      }],
      ['`baton keys list', () => cli('keys', 'list', '--account', account)],
      ['`baton keys rotate', () => cli('keys', 'rotate', keyId)],
      ['`baton users create', () => cli('users', 'create', '--account', account, '--email', 'ops@example.com')],
      ['`baton users list', () => cli('users', 'list', '--account', account)],
      ['`baton webhooks set', () => cli('webhooks', 'set', '--account', account, '--url', 'https://127.0.0.1:9/hook')],
      ['`baton webhooks show', () => cli('webhooks', 'show', '--account', account)],
      ['`baton webhooks rotate-secret', () => cli('webhooks', 'rotate-secret', '--account', account)],
      ['`baton tools list', () => {
        assert.equal(cli('tools', 'register', '--account', account, '--file', definition).status, 0);
        return cli('tools', 'list', '--account', account);
      }],
      ['`baton tools delete', () => cli('tools', 'delete', 'billing-api', '--account', account)],
    ]);
  });

  it('docs/webhooks.md: the delivery log from the command line', () => {
    check(tableRows('docs/webhooks.md', '## The delivery log'), [['`baton webhooks deliveries', () => cli('webhooks', 'deliveries', '--account', account)]]);
  });

  it('docs/connections.md: the key rotation commands, with a key file and with the key ring in the environment', () => {
    const rows = tableRows('docs/connections.md', '### Key rotation');
    assertCovered(rows, ['`baton vault generate-key', '`baton vault status', '`baton vault rotate-key', '`baton vault reseal']);
    check(rows, [
      ['`baton vault generate-key', () => cli('vault', 'generate-key')],
      ['`baton vault status', () => cli('vault', 'status')],
      ['`baton vault rotate-key', () => cli('vault', 'rotate-key')],
    ], { coverage: false });
    const fromEnvironment = batonEnv({ env: { BATON_ENCRYPTION_KEY: testEncryptionKey, BATON_ALLOW_PRIVATE_NETWORKS: 'true' } }, path.join(dir, 'env-ring'));
    const other = runCli(['accounts', 'create', '--name', 'Ring'], fromEnvironment).json.id;
    assert.equal(runCli(['webhooks', 'set', '--account', other, '--url', 'https://127.0.0.1:9/hook'], fromEnvironment).status, 0);
    // A ring without the key that sealed the endpoint secret: reseal lists it as unreadable.
    const withoutK1 = { ...fromEnvironment, BATON_ENCRYPTION_KEY: `k2:${Buffer.alloc(32, 9).toString('base64')}` };
    check(rows, [
      ['`baton vault rotate-key', () => runCli(['vault', 'rotate-key'], fromEnvironment), 1],
      ['`baton vault reseal', () => runCli(['vault', 'reseal'], withoutK1)],
    ], { coverage: false });
  });
});
