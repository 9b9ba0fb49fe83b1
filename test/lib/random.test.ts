// Random identifiers: the right length and alphabet, no repeats, and no favoured characters
// (the pooled bytes are drawn with rejection, as before the pool).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { base62Alphabet, newId, newSortableId, randomBase62 } from '../../src/lib/random.ts';

describe('random identifiers', () => {
  it('draws base62 strings of the requested length, without repeats', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = newId('task');
      assert.match(id, /^task_[0-9A-Za-z]{24}$/);
      seen.add(id);
    }
    assert.equal(seen.size, 5000);
    for (const length of [1, 7, 32, 4096, 5000]) assert.equal(randomBase62(length).length, length);
  });

  it('uses every character about equally often', () => {
    // 620,000 characters over 62 symbols: 10,000 expected each. Chi-square with 61 degrees of
    // freedom stays under 110 with probability above 0.9999; a modulo bias (bytes 248-255 kept)
    // would put characters 0-7 about 20% high and the statistic near 4,000.
    const counts = new Map<string, number>();
    for (const char of randomBase62(620_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    assert.equal(counts.size, 62);
    const chiSquare = [...base62Alphabet].reduce((sum, char) => sum + ((counts.get(char)! - 10_000) ** 2) / 10_000, 0);
    assert.ok(chiSquare < 110, `chi-square ${chiSquare.toFixed(1)}`);
  });

  it('makes sortable ids that order by creation time and keep 16 random characters', async () => {
    const earlier = newSortableId('task');
    await sleep(5);
    const later = newSortableId('task');
    assert.match(later, /^task_[0-9A-Za-z]{24}$/);
    assert.ok(earlier < later, `${earlier} sorts before ${later}`);
    const before = Date.now();
    const id = newSortableId('task');
    const millisecond = [...id.slice(5, 13)].reduce((n, char) => n * 62 + base62Alphabet.indexOf(char), 0);
    assert.ok(millisecond >= before && millisecond <= Date.now(), 'the first 8 characters are the creation millisecond');
    const randomParts = new Set(Array.from({ length: 1000 }, () => newSortableId('task').slice(13)));
    assert.equal(randomParts.size, 1000, 'the random part differs');
  });
});
