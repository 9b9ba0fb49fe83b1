// How long a worker leaves between claims after wake-ups (ADR 33 and 35): longer after each claim
// another worker was first to, and, while others claim too, until a claim takes a batch; never longer
// than paceMsMax; back to at once when claims fill their room, or find tasks while the worker is alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatherTarget, paceAfter, paceMsMax } from '../../src/engine/wake-pace.ts';

const alone = (found: number) => ({ found, room: 50, contended: false });
const contended = (found: number) => ({ found, room: 50, contended: true });

describe('wake-up pace', () => {
  it('claims at once while a worker alone finds tasks', () => {
    assert.equal(paceAfter(0, alone(1)), 0);
    assert.equal(paceAfter(0, alone(40)), 0);
  });

  it('waits longer after each claim that found nothing, up to paceMsMax', () => {
    const seen: number[] = [];
    let pace = 0;
    for (let i = 0; i < 10; i++) seen.push((pace = paceAfter(pace, alone(0))));
    assert.deepEqual(seen.slice(0, 5), [1, 2, 4, 8, 16]);
    assert.equal(Math.max(...seen), paceMsMax);
    assert.equal(seen.at(-1), paceMsMax);
  });

  it('leaves a worker alone late by 1 ms once after a stray empty claim', () => {
    assert.equal(paceAfter(paceAfter(0, alone(0)), alone(1)), 0);
  });

  it('while others claim too, spaces claims that take fewer than the target, up to paceMsMax', () => {
    const seen: number[] = [];
    let pace = 0;
    for (let i = 0; i < 20; i++) seen.push((pace = paceAfter(pace, contended(1))));
    assert.equal(seen[0], 2);
    assert.ok(seen.every((p, i) => i === 0 || p >= seen[i - 1]), 'never shorter');
    assert.equal(seen.at(-1), paceMsMax);
  });

  it('keeps the pace of claims that take the target, and halves it for twice the target or a full room', () => {
    assert.equal(paceAfter(40, contended(gatherTarget)), 40);
    assert.equal(paceAfter(40, contended(2 * gatherTarget - 1)), 40);
    assert.equal(paceAfter(40, contended(2 * gatherTarget)), 20);
    assert.equal(paceAfter(40, { found: 3, room: 3, contended: true }), 20);
    assert.equal(paceAfter(1, contended(2 * gatherTarget)), 0);
  });

  it('comes back to at once as a worker alone finds tasks again', () => {
    let pace = paceMsMax;
    let claims = 0;
    while (pace > 0) {
      pace = paceAfter(pace, alone(1));
      claims++;
    }
    assert.ok(claims <= 8, `${claims} claims to come back`);
  });
});
