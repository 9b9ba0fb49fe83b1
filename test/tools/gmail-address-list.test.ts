// Issue 12 item 1, e-mail side: the address lists of a message someone sent (To, Cc, read when
// replying to all) are split in one forward pass. The quadratic regex it replaced is the oracle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitAddressList } from '../../src/tools/builtin/gmail/mime.ts';

const oracle = (list: string) => (list.match(/(?:"(?:[^"\\]|\\.)*"|<[^>]*>|[^,])+/g) ?? []).map((s) => s.trim()).filter(Boolean);

test('address lists split as the original regex split them, on 100,000 random lists', () => {
  const atoms = ['"', '\\', '<', '>', ',', ' ', 'a', 'b@c.example', '\n', 'Name', '"Doe, Jane"', '\\\n'];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let k = 0; k < 100_000; k++) {
    const list = Array.from({ length: 1 + next(20) }, () => atoms[next(atoms.length)]).join('');
    assert.deepEqual(splitAddressList(list), oracle(list), JSON.stringify(list));
  }
  assert.deepEqual(splitAddressList('"Doe, Jane" <jane@acme.example>, bob@acme.example'), ['"Doe, Jane" <jane@acme.example>', 'bob@acme.example']);
});

test('headers made to be slow split in one pass (the regex took 4.5 s on 40,000 characters of <)', () => {
  for (const unit of ['<', 'a<', '<a@b.example', '"\\']) {
    const list = unit.repeat(Math.floor(200_000 / unit.length));
    assert.deepEqual(splitAddressList(`${list}, x@y.example`), [list, 'x@y.example'].map((s) => s.trim()), unit);
  }
});
