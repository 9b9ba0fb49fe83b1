// How late a worker claims after a wake-up (ADR 33): later after each claim another worker was
// first to, never later than lateMsMax, and back to at once when claims find tasks again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lateAfter, lateMsMax } from '../../src/engine/wake-pace.ts';

describe('wake-up pace', () => {
  it('claims at once while its claims find tasks', () => {
    assert.equal(lateAfter(0, 1), 0);
    assert.equal(lateAfter(0, 40), 0);
  });

  it('waits longer after each claim that found nothing, up to lateMsMax', () => {
    const seen: number[] = [];
    let late = 0;
    for (let i = 0; i < 10; i++) seen.push((late = lateAfter(late, 0)));
    assert.deepEqual(seen.slice(0, 5), [1, 2, 4, 8, 16]);
    assert.equal(Math.max(...seen), lateMsMax);
    assert.equal(seen.at(-1), lateMsMax);
  });

  it('comes back to at once as claims find tasks again', () => {
    let late = lateMsMax;
    let claims = 0;
    while (late > 0) {
      late = lateAfter(late, 1);
      claims++;
    }
    assert.ok(claims <= 7, `${claims} claims to come back`);
  });

  it('leaves a worker alone late by 1 ms once after a stray empty claim', () => {
    assert.equal(lateAfter(lateAfter(0, 0), 1), 0);
  });
});
