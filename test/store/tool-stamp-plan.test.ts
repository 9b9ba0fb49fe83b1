// An account's tool-source stamp is read on every subagent deploy, patch and read, every task
// creation and every claim: it must come from an index alone, never from the rows, whose
// tools_json (up to 200 tools each) SQLite would page through to reach updated_at.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { toolStampSql } from '../../src/services/tools/account-catalog.ts';
import { embeddedStoreForSuite } from '../helpers/embedded-store.ts';
import { plansOf } from '../helpers/query-plans.ts';

describe('query plan of the tool-source stamp (embedded store)', () => {
  const embedded = embeddedStoreForSuite();

  it('reads the stamp from a covering index', async () => {
    const plans = await plansOf(embedded, (db) => sql`select ${toolStampSql('acct_stamp')} as stamp`.execute(db));
    const reads = plans.flatMap((p) => p.plan).filter((line) => /^(SEARCH|SCAN) s\b/.test(line));
    assert.ok(reads.length > 0 && reads.every((line) => /USING COVERING INDEX tool_sources_stamp/.test(line)), reads.join('\n'));
  });
});
