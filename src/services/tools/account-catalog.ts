// X5: an account's catalog is the built-in one plus its custom tool sources. Built once per change
// of the account's sources and kept in memory (the matcher indexes a catalog once), so deploying a
// subagent or previewing a task costs one small query when nothing changed. Any node sees a change
// at its next use: the stamp (every source's name and updated_at) is read each time.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeyRing } from '../../lib/secret-box.ts';
import type { Database, Db, ToolSourceRow } from '../../store/schema.ts';
import { buildCatalog, builtinEntries, catalog as builtinCatalog, type Catalog } from '../../tools/catalog.ts';
import { credentialOf } from '../../tools/custom/auth-request.ts';
import { customEntry, sourceTimeoutMs } from '../../tools/custom/source-catalog.ts';
import { openToolSecret } from '../../tools/custom/source-secret.ts';
import { sourceAuth, sourceTools } from './source-view.ts';

export interface CatalogDeps {
  db: Kysely<Database> | Db;
  keyRing: KeyRing;
  allowPrivateNetworks: boolean;
}

const maxCached = 64;
const cache = new Map<string, { stamp: string; catalog: Catalog }>();

function entryOf(deps: CatalogDeps, row: ToolSourceRow) {
  const auth = sourceAuth(row);
  // An oauth2 client secret is for the consent flow only (services/tools/source-oauth.ts): tools never hold it.
  const accountWide = auth.type === 'api_key' || auth.type === 'bearer';
  const opened = row.secret_sealed === null || !accountWide ? undefined : openToolSecret(deps.keyRing, row.account_id, row.name, row.secret_sealed);
  const source = {
    name: row.name,
    kind: row.kind,
    description: row.description,
    url: row.url,
    ...(row.sandbox_url ? { sandboxUrl: row.sandbox_url } : {}),
    auth,
    credential: credentialOf(auth, opened),
    tools: sourceTools(row),
  };
  return customEntry(source, { allowPrivate: deps.allowPrivateNetworks, timeoutMs: sourceTimeoutMs });
}

/**
 * SQL for the account's stamp, every source's `name@updated_at` in name order, null when it has
 * none: a worker reads it with the tasks it claims (engine/queue.ts) instead of once per task.
 */
export function toolStampSql(accountId: RawBuilder<unknown> | string): RawBuilder<string | null> {
  return sql<string | null>`(select string_agg(s.name || '@' || s.updated_at, ',' order by s.name) from tool_sources s where s.account_id = ${accountId})`;
}

/** The account's catalog; `stamp` when the caller read it already (toolStampSql). */
export async function accountCatalog(deps: CatalogDeps, accountId: string, known?: string | null): Promise<Catalog> {
  const stamp = known !== undefined ? known : (await sql<{ stamp: string | null }>`select ${toolStampSql(accountId)} as stamp`.execute(deps.db)).rows[0].stamp;
  if (stamp === null) return builtinCatalog;
  const cached = cache.get(accountId);
  if (cached?.stamp === stamp) return cached.catalog;
  const rows = await deps.db.selectFrom('tool_sources').selectAll().where('account_id', '=', accountId).orderBy('name').execute();
  const built = buildCatalog([...builtinEntries, ...rows.map((row) => entryOf(deps, row))]);
  cache.delete(accountId);
  cache.set(accountId, { stamp, catalog: built });
  if (cache.size > maxCached) cache.delete(cache.keys().next().value as string);
  return built;
}

/** Stored beside a selection (S5): the matcher's version, and the account's catalog when it has custom tools. */
export function selectionVersionFor(base: string, catalog: Catalog): string {
  if (catalog === builtinCatalog) return base;
  return createHash('sha256').update(`${base}:${catalog.catalogVersion}`).digest('hex').slice(0, 12);
}
