#!/usr/bin/env -S node --max-semi-space-size=4 --max-old-space-size=1024
// The bin shim stays JavaScript so npm can link it; the CLI itself is TypeScript run by Node 24.
// --max-semi-space-size=4 (also in package.json's scripts): V8 otherwise lets the young generation
// grow to 32 MB a semi-space, about 90 MB of resident memory a busy worker does not need (ADR 7).
// --max-old-space-size=1024: V8 lets a heap with a limit of 2 GiB or more grow to four times what
// survived its last full collection before collecting again; under 1 GiB about 1.6 times (ADR 26).
// This file must still parse on older Node, so an older one stops with a message, not a stack trace.
import process from 'node:process';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `baton: needs Node.js 24 or later; this is Node.js ${process.versions.node}.\n` +
      'The project carries Node 24 (its "node" dependency): run `npx baton ...` or `npm start` from the project\n' +
      'directory after `npm install`, or put node_modules/.bin first in PATH.\n',
  );
  process.exit(1);
}
await import('../src/cli/main.ts');
