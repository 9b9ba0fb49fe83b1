// The detail a command passes on from a record it read: a named field, else the one line of the
// record's text naming it; nothing when the record does not hold it (the write is then refused).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detailsAsked, detailText } from '../../src/models/offline/detail-text.ts';

const ticket = { identifier: 'OPS-3', title: 'Upgrade Postgres to 16', state: { name: 'In Progress' }, dueDate: '2026-12-10', description: 'Plan in the wiki.' };
const mail = { subject: 'Your DHL shipment', body: 'Hello,\nYour parcel is on its way.\nTracking number: 1Z999AA10123456784\nRegards' };

test('details are read from the words of the command', () => {
  assert.deepEqual(detailsAsked('post the status and due date of the postgres ticket in #platform.'), [['status'], ['due', 'date']]);
  assert.deepEqual(detailsAsked('email her the door code from our office info page'), [['door', 'code']]);
  assert.deepEqual(detailsAsked('which branch is the tracing pr coming from? tell #platform.'), [['branch']]);
  assert.deepEqual(detailsAsked('tell #random that pizza is in the kitchen'), []);
  // The contents of a record are no detail of it.
  assert.deepEqual(detailsAsked('post the notes from the standup page in #eng'), []);
});

test('a named field of a structured record is its value', () => {
  assert.equal(detailText('post the status and due date of the postgres ticket in #platform.', ticket), 'OPS-3 Upgrade Postgres to 16: status: In Progress; due date: 2026-12-10');
  assert.equal(detailText('tell #office where the board prep is', { summary: 'Board prep', location: 'Room 4' }), 'Board prep: location: Room 4');
  assert.equal(detailText('which branch is the pr coming from? tell #eng', { number: 7, title: 'Tracing', head: { ref: 'feat/tracing' } }), '#7 Tracing: branch: feat/tracing');
});

test('free text gives the one line that names the detail', () => {
  assert.equal(detailText('post the tracking number from the dhl e-mail in #office.', mail), 'Your DHL shipment: Tracking number: 1Z999AA10123456784');
});

test('a detail the record does not hold gives nothing', () => {
  assert.equal(detailText('post the door code from the dhl e-mail in #office.', mail), undefined);
  assert.equal(detailText('post the status and due date of the ticket in #ops', { title: 'No due date', state: 'open' }), undefined);
  // Two lines naming it: which one is meant is not known.
  assert.equal(detailText('post the door code from the page in #office', { title: 'Office', content: [{ text: 'Door code: 1234' }, { text: 'Old door code: 9999' }] }), undefined);
});
