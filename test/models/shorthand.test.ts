// Chat shorthand is spelled out before a prompt is read, never inside quotes or identifiers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expandShorthand } from '../../src/models/offline/shorthand.ts';

test('shorthand words are spelled out', () => {
  assert.equal(expandShorthand("pls book 'Vendor sync' tmrw 2-2:30pm w/ lee@vendor.example"), "please book 'Vendor sync' tomorrow 2-2:30pm with lee@vendor.example");
  assert.equal(expandShorthand('can u post in #general, what PRs r open rn'), 'can you post in #general, what PRs are open right now');
});

test('quotes, channels, addresses, repositories and paths keep their words', () => {
  assert.equal(expandShorthand("post 'pls u r great' to #u"), "post 'pls u r great' to #u");
  assert.equal(expandShorthand('read r/programming and mail u@x.example about acme/u'), 'read r/programming and mail u@x.example about acme/u');
  assert.equal(expandShorthand('https://example.com/u/r'), 'https://example.com/u/r');
});
