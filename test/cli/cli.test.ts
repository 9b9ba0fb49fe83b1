// The `baton` command: --json prints exactly one JSON object; user mistakes print a message on
// stderr and exit non-zero without a stack trace; configuration errors name the variable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { batonEnv, runCli, startBaton } from '../helpers/baton.ts';

describe('baton CLI (embedded storage)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'baton-cli-'));
    env = batonEnv({}, dataDir);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runCli(args, env);
  const assertOneJsonObject = (stdout: string) => {
    const lines = stdout.trim().split('\n');
    assert.equal(lines.length, 1, stdout);
    assert.equal(typeof JSON.parse(lines[0]), 'object');
  };

  it('migrates, then says there is nothing left to apply', () => {
    const first = cli('migrate');
    assert.equal(first.status, 0, first.stderr);
    assert.ok(first.json.applied.includes('001-foundation'));
    const second = cli('migrate');
    assert.deepEqual(second.json.applied, []);
    assertOneJsonObject(second.stdout);
  });

  it('creates, lists, re-plans, disables and enables accounts', () => {
    const created = cli('accounts', 'create', '--name', 'Acme', '--plan', 'production');
    assert.equal(created.status, 0, created.stderr);
    assertOneJsonObject(created.stdout);
    assert.match(created.json.id, /^acct_[0-9A-Za-z]{24}$/);
    assert.equal(created.json.rpm_limit, 1000);
    assert.equal(created.json.concurrency_limit, 100);
    const planned = cli('accounts', 'set-plan', created.json.id, '--plan', 'enterprise', '--rpm', '5000', '--concurrency', '250');
    assert.equal(planned.json.rpm_limit, 5000);
    assert.equal(planned.json.concurrency_limit, 250);
    assert.equal(cli('accounts', 'disable', created.json.id).json.status, 'disabled');
    assert.equal(cli('accounts', 'enable', created.json.id).json.status, 'active');
    const listed = cli('accounts', 'list');
    assert.ok(listed.json.data.some((a: { id: string; plan: string }) => a.id === created.json.id && a.plan === 'enterprise'));
  });

  it('refuses user mistakes with a message, a non-zero exit and no stack trace', () => {
    const cases: Array<[string[], RegExp]> = [
      [['accounts', 'create'], /--name is required/],
      [['accounts', 'create', '--name', 'x', '--plan', 'gold'], /plan must be one of/],
      [['accounts', 'create', '--name', 'x', '--rpm', '5'], /enterprise/],
      [['accounts', 'create', '--name', 'x', '--plan', 'enterprise'], /rpm/],
      [['accounts', 'create', '--name', 'x', '--colour', 'red'], /colour/],
      [['accounts', 'disable', 'acct_missing'], /No account/],
      [['keys', 'create', '--account', 'acct_missing', '--env', 'test'], /No account/],
      [['keys', 'revoke', 'key_missing'], /No API key/],
      [['frobnicate'], /unknown command/],
    ];
    for (const [args, message] of cases) {
      const res = cli(...args);
      assert.notEqual(res.status, 0, args.join(' '));
      assert.match(res.stderr, message, args.join(' '));
      assert.doesNotMatch(res.stderr, /\n\s+at /, 'no stack trace');
      assertOneJsonObject(res.stdout);
      assert.ok(res.json.error.code);
    }
  });

  it('exits as docs/cli.md says: 2 for usage errors (no command, a missing flag named by name), 1 for a failure, 0 for help', () => {
    const none = runCli([], env);
    assert.equal(none.status, 2, none.stderr);
    assert.match(none.stderr, /^baton: no command given\nusage: baton <command>/);
    assert.equal(none.json.error.code, 'usage');
    const help = runCli(['help'], env);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /^usage: baton <command>/);
    const usage: Array<[string[], RegExp]> = [
      [['accounts', 'create', '--name', 'x', '--plan', 'enterprise'], /--plan enterprise needs --rpm N \(requests a minute\) and --concurrency N/],
      [['accounts', 'create', '--name', 'x', '--plan', 'enterprise', '--concurrency', '5'], /--plan enterprise needs --rpm N \(requests a minute\)$/m],
      [['accounts', 'create', '--name', 'x', '--plan', 'enterprise', '--rpm', '5'], /--plan enterprise needs --concurrency N/],
      [['accounts', 'set-plan', 'acct_x', '--plan', 'enterprise', '--rpm', '5'], /--plan enterprise needs --concurrency N/],
      [['accounts', 'create', '--name', 'x', '--plan', 'production', '--rpm', '5'], /--rpm and --concurrency go with --plan enterprise/],
      [['frobnicate'], /unknown command/],
    ];
    for (const [args, message] of usage) {
      const res = cli(...args);
      assert.equal(res.status, 2, args.join(' '));
      assert.match(res.stderr, message, args.join(' '));
    }
    const failure = cli('accounts', 'disable', 'acct_missing');
    assert.equal(failure.status, 1);
    assert.equal(failure.json.error.code, 'account_not_found');
  });

  it('exits 1 when baton webhooks test could not deliver, with the attempt in its output', () => {
    const privateEnv = { ...env, BATON_ALLOW_PRIVATE_NETWORKS: 'true' };
    const account = cli('accounts', 'create', '--name', 'Unreachable').json.id;
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    assert.equal(runCli(['webhooks', 'set', '--account', account, '--url', 'https://127.0.0.1:9/hook'], privateEnv).status, 0);
    const tested = runCli(['webhooks', 'test', '--account', account], privateEnv);
    assert.equal(tested.status, 1, tested.stderr);
    assertOneJsonObject(tested.stdout);
    assert.equal(tested.json.succeeded, false);
    assert.ok(tested.json.error.code);
    const text = spawnSync(process.execPath, [path.join(import.meta.dirname, '../../src/cli/main.ts'), 'webhooks', 'test', '--account', account], { env: privateEnv, encoding: 'utf8' });
    assert.equal(text.status, 1);
    assert.match(text.stdout, /^Test event msg_\w+ to https:\/\/127\.0\.0\.1:9\/hook: failed: /);
  });

  it('stores the webhook endpoint with its secret sealed, shows the secret only when set or rotated', () => {
    const account = cli('accounts', 'create', '--name', 'Hooks').json.id;
    const refused = cli('webhooks', 'set', '--account', account, '--url', 'https://127.0.0.1:9/hook');
    assert.notEqual(refused.status, 0);
    assert.equal(refused.json.error.code, 'destination_not_allowed');
    const allowed = runCli(['webhooks', 'set', '--account', account, '--url', 'https://127.0.0.1:9/hook'], { ...env, BATON_ALLOW_PRIVATE_NETWORKS: 'true' });
    assert.equal(allowed.status, 0, allowed.stderr);
    assert.match(allowed.json.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = cli('webhooks', 'show', '--account', account);
    assert.equal(shown.json.url, 'https://127.0.0.1:9/hook');
    assert.equal(shown.json.secret, undefined);
    const rotated = cli('webhooks', 'rotate-secret', '--account', account);
    assert.notEqual(rotated.json.secret, allowed.json.secret);
    const files = readdirSync(dataDir).filter((f) => f.startsWith('baton.db'));
    for (const file of files) {
      const bytes = readFileSync(path.join(dataDir, file)).toString('latin1');
      assert.ok(!bytes.includes(allowed.json.secret) && !bytes.includes(rotated.json.secret), `secret in clear in ${file}`);
    }
    assert.equal(statSync(path.join(dataDir, 'encryption.key')).mode & 0o777, 0o600);
  });

  it('stops at start with a message naming a bad configuration variable', () => {
    const bad: Array<[string, string, Record<string, string>?]> = [
      ['BATON_PORT', 'eighty'],
      ['BATON_LOG_LEVEL', 'loud'],
      ['BATON_DATABASE_URL', 'mysql://x'],
      ['BATON_ALLOW_PRIVATE_NETWORKS', 'maybe'],
      ['BATON_MAX_CONNECTIONS', '0'],
      ['BATON_REQUEST_TIMEOUT_MS', '10'],
      ['BATON_HEADERS_TIMEOUT_MS', '20000', { BATON_REQUEST_TIMEOUT_MS: '10000' }],
    ];
    for (const [name, value, extra] of bad) {
      const res = runCli(['serve'], { ...env, ...extra, [name]: value });
      assert.notEqual(res.status, 0);
      assert.match(res.stderr, new RegExp(name));
      assert.doesNotMatch(res.stderr, /\n\s+at /);
    }
    const noKey = runCli(['serve'], { ...env, BATON_DATABASE_URL: 'postgres://postgres@127.0.0.1/postgres' });
    assert.match(noKey.stderr, /BATON_ENCRYPTION_KEY/);
  });

  it('prints the first-run key on the first start only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'baton-first-'));
    const first = await startBaton({ dataDir: dir });
    assert.match(first.key ?? '', /^pk_test_/);
    assert.equal((await first.client.request('/v1/subagents', { key: first.key! })).status, 200);
    await first.stop();
    const second = await startBaton({ dataDir: dir });
    assert.equal(second.key, null);
    assert.equal(second.fingerprint, first.fingerprint);
    assert.equal((await second.client.request('/v1/subagents', { key: first.key! })).status, 200);
    await second.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
