#!/usr/bin/env node
// The bin shim stays JavaScript so npm can link it; the CLI itself is TypeScript run by Node 24.
import '../src/cli/main.ts';
