// E7 at send time, through the real server on both engines: an endpoint saved while private
// addresses were allowed is refused when the event is sent by a server started without the
// permission; the attempt records destination_not_allowed and the receiver gets nothing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startBaton } from '../helpers/baton.ts';
import { emitEvent, insertTask } from '../helpers/outbox.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { attachRuntime, eventually } from '../helpers/webhook-runtime.ts';

for (const kind of storeKinds) {
  describe(`destination check at send time (${kind})`, () => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let drop: () => Promise<void>;
    let receiver: Receiver;
    before(async () => {
      const storage = await storageFor(kind);
      ({ databaseUrl, drop } = storage);
      dataDir = mkdtempSync(path.join(tmpdir(), 'baton-e7-'));
      receiver = await startReceiver();
    });
    after(async () => {
      await receiver.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('records destination_not_allowed after a restart without BATON_ALLOW_PRIVATE_NETWORKS', async () => {
      const permissive = await startBaton({ dataDir, databaseUrl, env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true' } });
      const key = permissive.key!;
      const accountId = permissive.accountId!;
      const saved = await permissive.client.request('/v1/webhook_endpoint', { method: 'PUT', key, body: { url: receiver.url } });
      assert.equal(saved.status, 200, saved.text);
      await permissive.stop();

      const strict = await startBaton({ dataDir, databaseUrl });
      const runtime = await attachRuntime(dataDir, databaseUrl);
      try {
        const task = await insertTask(runtime.ctx.db, accountId);
        const id = await emitEvent(runtime.ctx.db, runtime.ctx.notifier, task, 'task.complete');
        const detail = await eventually(async () => {
          const res = await strict.client.request(`/v1/webhook_deliveries/${id}`, { key });
          return res.body.attempts?.length > 0 ? res.body : undefined;
        });
        assert.equal(detail.attempts[0].error.code, 'destination_not_allowed');
        assert.match(detail.attempts[0].error.message, /127\.0\.0\.1/);
        assert.equal(detail.attempts[0].status_code, null);
        assert.equal(detail.status, 'pending', 'it is retried on the schedule, in case the operator allows it again');
        assert.equal(receiver.requests.length, 0);
        // And the same URL is refused when saved now.
        const again = await strict.client.request('/v1/webhook_endpoint', { method: 'PUT', key, body: { url: receiver.url } });
        assert.equal(again.status, 422);
        assert.equal(again.body.error.code, 'destination_not_allowed');
      } finally {
        await runtime.close();
        await strict.stop();
      }
    });
  });
}
