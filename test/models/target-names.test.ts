// Which records a name picks: exact names first, then names holding the words side by side, then
// names holding every word anywhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchingTargets, nameOf } from '../../src/models/offline/target.ts';

const SPEC = { field: 'id', lookup: 'gmail.search_messages', names: ['subject'], id: 'id', kind: 'e-mail' };
const mails = [
  { id: '1', subject: 'Weekly byte-sized standup notes' },
  { id: '2', subject: 'The Weekly Byte #42: vector search' },
  { id: '3', subject: 'The Weekly Byte #41: edge functions' },
];

test('a name written side by side beats its words apart or inside longer words', () => {
  assert.deepEqual(matchingTargets(mails, SPEC, nameOf('Weekly Byte', false)).map((r) => r.id), ['2', '3']);
});

test('without a side-by-side match, every record holding all the words is kept', () => {
  assert.deepEqual(matchingTargets(mails, SPEC, nameOf('standup weekly', false)).map((r) => r.id), ['1']);
  assert.deepEqual(matchingTargets(mails, SPEC, nameOf('payroll', false)), []);
});

test("words in the user's own order are no fixed phrase: both records stay candidates", () => {
  const notes = [
    { id: 'a', subject: 'Design review notes' },
    { id: 'b', subject: 'Notes from the Q3 review' },
  ];
  assert.deepEqual(matchingTargets(notes, SPEC, nameOf('review notes', false)).map((r) => r.id), ['a', 'b']);
});
