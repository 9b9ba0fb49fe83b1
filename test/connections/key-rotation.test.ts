// C5 key rotation through `baton vault`. Embedded default: rotate-key rewrites the key file
// (0600) and re-seals everything while the server runs, which keeps opening tokens (it reloads
// the ring); after a restart the old key id seals nothing. BATON_ENCRYPTION_KEY: rotate-key only
// prints the rings to roll out; `reseal`, run with the new ring, finishes the job.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openWebhookSecret } from '../../src/services/webhook-endpoint/endpoint-secret.ts';
import { parseKeyRing } from '../../src/lib/secret-box.ts';
import { openToolSecret } from '../../src/tools/custom/source-secret.ts';
import { cliAsync, createTask, waitForTask } from './connection-helpers.ts';
import { execSql } from './database-dump.ts';
import { connectLiveUser, startLiveWorld, type LiveWorld } from './live-setup.ts';

async function liveTaskCompletes(w: LiveWorld, userId: string): Promise<void> {
  const created = await createTask(w.baton.client, w.keys.live, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: userId });
  const task = await waitForTask(w.baton.client, w.keys.live, created.id, ['complete', 'failed', 'waiting']);
  assert.equal(task.status, 'complete', JSON.stringify(task.error ?? task.waiting));
}

/** What `vault status` counts, read straight from the tables. */
async function sealedByKeyId(w: LiveWorld): Promise<Record<string, number>> {
  const rows = await execSql(w.store, `select access_token_sealed as v from connections union all select refresh_token_sealed from connections
    union all select secret_sealed from webhook_endpoints union all select code_verifier_sealed from consent_requests
    union all select secret_sealed from tool_sources`, []);
  const counts: Record<string, number> = {};
  for (const { v } of rows) if (v) counts[String(v).split('.')[1]] = (counts[String(v).split('.')[1]] ?? 0) + 1;
  return counts;
}

async function setWebhook(w: LiveWorld): Promise<string> {
  const res = await w.baton.client.request('/v1/webhook_endpoint', { method: 'PUT', key: w.keys.live, body: { url: 'http://127.0.0.1:9/hook' } });
  assert.equal(res.status, 200, res.text);
  return res.body.secret;
}

/** A custom tool source with a sealed api key (X3): re-sealed with the rest. */
async function registerToolSource(w: LiveWorld): Promise<void> {
  const body = { name: 'billing', description: 'Billing', base_url: 'https://billing.example.com', auth: { type: 'api_key', header: 'X-Key', value: 'tool-secret-1' }, capabilities: [{ name: 'find_customer', description: 'Find a customer' }] };
  const res = await w.baton.client.request('/v1/tools', { key: w.keys.live, body });
  assert.equal(res.status, 200, res.text);
}

async function toolSecretOpens(w: LiveWorld, ring: string): Promise<void> {
  const [row] = await execSql(w.store, 'select secret_sealed from tool_sources where account_id = $1', [w.keys.account]);
  assert.equal(openToolSecret(parseKeyRing(ring), w.keys.account, 'billing', String(row.secret_sealed)), 'tool-secret-1');
}

async function webhookSecretOpens(w: LiveWorld, ring: string, secret: string): Promise<void> {
  const [row] = await execSql(w.store, 'select secret_sealed from webhook_endpoints where account_id = $1', [w.keys.account]);
  assert.equal(openWebhookSecret(parseKeyRing(ring), w.keys.account, String(row.secret_sealed)), secret);
}

describe('key rotation on the embedded default (key file)', () => {
  let w: LiveWorld;
  before(async () => {
    w = await startLiveWorld('sqlite');
  });
  after(() => w.close());

  it('rotates without downtime, and after a restart the old key id seals nothing', async () => {
    const [secret] = await Promise.all([setWebhook(w), connectLiveUser(w, 'rot-user'), registerToolSource(w)]);
    const keyFile = path.join(w.store.dataDir, 'encryption.key');
    assert.deepEqual(await sealedByKeyId(w), { k1: 4 }, 'access token, refresh token, webhook secret, tool source key');

    const rotated = await cliAsync(w.env, ['vault', 'rotate-key']);
    assert.equal(rotated.mode, 'key_file');
    assert.equal(rotated.new_key_id, 'k2');
    assert.deepEqual(rotated.ring, ['k2', 'k1']);
    assert.equal(rotated.resealed, 4);
    assert.deepEqual(rotated.unreadable, []);
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
    const ring = readFileSync(keyFile, 'utf8').trim();
    assert.match(ring, /^k2:[A-Za-z0-9+/=]{44},k1:/);
    await webhookSecretOpens(w, ring, secret);
    await toolSecretOpens(w, ring);

    await liveTaskCompletes(w, 'rot-user'); // the running server opens values sealed under k2
    await w.restart();
    await liveTaskCompletes(w, 'rot-user');
    const after = await cliAsync(w.env, ['vault', 'status']);
    assert.equal(after.active_key_id, 'k2');
    assert.deepEqual(after.in_use, { k2: 4 }, 'k1 seals nothing any more');
  });
});

describe('key rotation with BATON_ENCRYPTION_KEY (postgres)', () => {
  let w: LiveWorld;
  before(async () => {
    w = await startLiveWorld('postgres');
  });
  after(() => w.close());

  it('prints the rings to roll out, changes nothing, and reseal under the new ring finishes it', async () => {
    const [secret] = await Promise.all([setWebhook(w), connectLiveUser(w, 'env-user'), registerToolSource(w)]);
    const [plan, generated] = await Promise.all([cliAsync(w.env, ['vault', 'rotate-key']), cliAsync(w.env, ['vault', 'generate-key', '--kid', 'k9'])]);
    assert.equal(plan.mode, 'environment');
    assert.equal(plan.new_key_id, 'k2');
    assert.equal(plan.prepare_ring, `${w.env.BATON_ENCRYPTION_KEY},${plan.ring.split(',')[0]}`, 'step 1: the new key known, the old still active');
    assert.ok(plan.ring.endsWith(`,${w.env.BATON_ENCRYPTION_KEY}`), 'step 2: the new key first, the old kept');
    assert.deepEqual(await sealedByKeyId(w), { k1: 4 }, 'nothing was re-sealed yet');
    assert.match(generated.key, /^k9:[A-Za-z0-9+/]{43}=$/);

    await w.restart({ BATON_ENCRYPTION_KEY: plan.ring });
    await liveTaskCompletes(w, 'env-user'); // k1 values still open under the new ring
    const resealed = await cliAsync(w.env, ['vault', 'reseal']);
    assert.equal(resealed.resealed, 4);
    const [after] = await Promise.all([cliAsync(w.env, ['vault', 'status']), liveTaskCompletes(w, 'env-user'), webhookSecretOpens(w, plan.ring, secret), toolSecretOpens(w, plan.ring)]);
    assert.deepEqual(after.in_use, { k2: 4 });
    assert.deepEqual(after.ring, ['k2', 'k1']);
  });
});
