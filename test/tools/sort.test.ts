// Sandbox list order: by the documented key and direction, ties by the tie key in the same direction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sortBy } from '../../src/tools/builtin/shared/sort.ts';

const items = [
  { n: 7, at: '2026-11-24T09:00:00Z' },
  { n: 9, at: '2026-11-24T09:00:00Z' },
  { n: 8, at: '2026-11-24T09:00:00Z' },
  { n: 6, at: '2026-11-23T09:00:00Z' },
];

test('items made in the same second list newest number first when sorted newest first', () => {
  assert.deepEqual(sortBy(items, (i) => i.at, 'desc', (i) => i.n).map((i) => i.n), [9, 8, 7, 6]);
  assert.deepEqual(sortBy(items, (i) => i.at, 'asc', (i) => i.n).map((i) => i.n), [6, 7, 8, 9]);
});

test('without a tie key, equal keys keep their order', () => {
  assert.deepEqual(sortBy(items, (i) => i.at, 'desc').map((i) => i.n), [7, 9, 8, 6]);
});
