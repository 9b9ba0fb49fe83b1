// node scripts/gen-catalog-docs.ts — regenerates docs/catalog.md from the catalog and the matcher.
// `--check` exits 1 when the file differs instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderCatalogDocs } from '../src/tools/catalog-docs.ts';

const path = new URL('../docs/catalog.md', import.meta.url);
const next = renderCatalogDocs();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // A missing file is out of date too.
  }
  if (current !== next) {
    console.error('docs/catalog.md is out of date: run node scripts/gen-catalog-docs.ts');
    process.exit(1);
  }
  console.log('docs/catalog.md is up to date');
} else {
  writeFileSync(path, next);
  console.log(`wrote docs/catalog.md (${next.length} characters)`);
}
