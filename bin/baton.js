#!/usr/bin/env -S node --max-semi-space-size=4
// The bin shim stays JavaScript so npm can link it; the CLI itself is TypeScript run by Node 24.
// --max-semi-space-size=4 (also in package.json's scripts): V8 otherwise lets the young generation
// grow to 32 MB a semi-space, about 90 MB of resident memory a busy worker does not need (ADR 7).
import '../src/cli/main.ts';
