// Date phrases of writes read as days: "a week from Friday" is the Friday after this one (date
// arithmetic keeps Friday and adds the week itself), "end of next week" its Friday, "the end of the
// month" its last day, a slashed date when only one order makes a date ("24/7" is none), and
// "from 10 to 11:30" starts at 10.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDates } from '../../src/models/offline/prompt-dates.ts';

const now = new Date('2026-11-24T09:00:00Z'); // a Tuesday
const day = (text: string) => {
  const d = findDates(text, now, 'UTC');
  return d.start === undefined ? undefined : new Date(d.start).toISOString().slice(0, 10);
};

test('a week from Friday, two weeks from tomorrow', () => {
  assert.equal(day('move it to a week from friday, same time'), '2026-12-04');
  assert.equal(day('due two weeks from tomorrow'), '2026-12-09');
  assert.deepEqual(findDates('what is the date a week from friday?', now, 'UTC').moments, ['2026-11-27']);
});

test('the end of a week is its Friday, the end of a month its last day', () => {
  assert.equal(day('due end of next week'), '2026-12-04');
  assert.equal(day('by the end of the week'), '2026-11-27');
  assert.equal(day('by the end of this month'), '2026-11-30');
  assert.equal(day('by the end of next month'), '2026-12-31');
  assert.equal(findDates('due end of next week', now, 'UTC').vague, undefined);
});

test('a slashed date is read when only one order makes a date', () => {
  assert.equal(day('put it on 12/15 at 3pm'), '2026-12-15');
  assert.equal(day('due by 13/01'), '2027-01-13');
  assert.equal(day('due 1/15/2027'), '2027-01-15');
  assert.equal(day('we offer 24/7 support'), undefined);
  assert.match(findDates('on 12/01', now, 'UTC').ambiguous ?? '', /2026-12-01.*2027-01-12/);
});

test('from 10 to 11:30 on December 1 is 10:00 to 11:30', () => {
  const d = findDates('on december 1 from 10 to 11:30', now, 'UTC');
  assert.equal(new Date(d.start ?? 0).toISOString(), '2026-12-01T10:00:00.000Z');
  assert.equal(new Date(d.end ?? 0).toISOString(), '2026-12-01T11:30:00.000Z');
});
