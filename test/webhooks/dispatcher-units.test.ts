// The dispatcher's two pure parts: the retry decision (E4 with Retry-After) and the wake queue
// (which claim to make next, never losing a wake-up that arrives while a claim runs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maxRetryAfterSeconds, outcomeOf, parseRetryAfter } from '../../src/webhooks/dispatcher/schedule.ts';
import type { AttemptResult } from '../../src/webhooks/dispatcher/send-event.ts';
import { createWakeQueue } from '../../src/webhooks/dispatcher/wake-queue.ts';

const at = new Date('2030-01-01T00:00:00.000Z');
const failure = (retryAfterSeconds?: number): AttemptResult => ({
  url: 'http://example.test/',
  startedAt: at,
  statusCode: 503,
  latencyMs: 1,
  responseBody: '',
  error: { code: 'unexpected_status', message: 'HTTP 503' },
  succeeded: false,
  retryAfterSeconds,
});

describe('retry decision', () => {
  const schedule = [0, 60, 300, 1800, 7200];
  it('waits schedule[k] after failed attempt k and gives up after the last', () => {
    const delays = [1, 2, 3, 4].map((k) => {
      const o = outcomeOf(failure(), k, schedule, at);
      assert.equal(o.status, 'pending');
      return o.status === 'pending' ? (o.nextAttemptAt.getTime() - at.getTime()) / 1000 : -1;
    });
    assert.deepEqual(delays, [60, 300, 1800, 7200]);
    assert.deepEqual(outcomeOf(failure(), 5, schedule, at), { status: 'undeliverable' });
    assert.deepEqual(outcomeOf({ ...failure(), succeeded: true, error: null }, 5, schedule, at), { status: 'delivered' });
  });
  it('takes a longer Retry-After, never a shorter one', () => {
    const next = (retryAfter: number) => {
      const o = outcomeOf(failure(retryAfter), 1, schedule, at);
      return o.status === 'pending' ? (o.nextAttemptAt.getTime() - at.getTime()) / 1000 : -1;
    };
    assert.equal(next(30), 60);
    assert.equal(next(90), 90);
  });
  it('reads Retry-After as seconds or an HTTP date, capped at 24 hours', () => {
    assert.equal(parseRetryAfter('120', at), 120);
    assert.equal(parseRetryAfter(' 7 ', at), 7);
    assert.equal(parseRetryAfter(new Date(at.getTime() + 90_000).toUTCString(), at), 90);
    assert.equal(parseRetryAfter(new Date(at.getTime() - 90_000).toUTCString(), at), 0);
    assert.equal(parseRetryAfter('99999999', at), maxRetryAfterSeconds);
    assert.equal(parseRetryAfter('soon', at), undefined);
    assert.equal(parseRetryAfter('-5', at), undefined);
    assert.equal(parseRetryAfter(undefined, at), undefined);
  });
});

describe('wake queue', () => {
  it('claims named tasks, and forgets them once a claim came back short', () => {
    const queue = createWakeQueue();
    assert.equal(queue.next(), undefined);
    queue.task('t1');
    queue.task('t2');
    const scope = queue.next()!;
    assert.deepEqual(scope.kind === 'tasks' && scope.taskIds, ['t1', 't2']);
    queue.settle(scope, ['t1'], 5);
    assert.equal(queue.next(), undefined);
  });
  it('keeps a task that was named again while its claim ran', () => {
    const queue = createWakeQueue();
    queue.task('t1');
    const scope = queue.next()!;
    queue.task('t1'); // a new event committed after the claim looked
    queue.settle(scope, [], 5);
    assert.deepEqual(queue.next(), { kind: 'tasks', taskIds: ['t1'], mark: 2 });
  });
  it('keeps sweeping while sweeps come back full, and a sweep settles the named tasks too', () => {
    const queue = createWakeQueue();
    queue.task('t1');
    queue.all();
    const first = queue.next()!;
    assert.equal(first.kind, 'sweep');
    queue.settle(first, ['t9', 't8'], 2);
    const second = queue.next()!;
    assert.equal(second.kind, 'sweep', 'full: more may be due');
    queue.settle(second, ['t7'], 2);
    assert.equal(queue.next(), undefined);
  });
  it('turns a storm of distinct tasks into one sweep', () => {
    const queue = createWakeQueue();
    for (let i = 0; i < 1001; i++) queue.task(`t${i}`);
    assert.equal(queue.next()!.kind, 'sweep');
  });
});
