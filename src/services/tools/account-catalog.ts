// X5: an account's catalog is the built-in one plus its custom tool sources. Built once per change
// of the account's sources and kept in memory (the matcher indexes a catalog once), so deploying a
// subagent or previewing a task costs one small query when nothing changed. Any node sees a change
// at its next use: the stamp (every source's name and updated_at, from an index) is read each time.
// A change rebuilds only what changed: each source's entry and content hash are kept by its
// updated_at, so one changed source of 100 reads, parses and hashes that one (ADR 27).
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeyRing } from '../../lib/secret-box.ts';
import type { Database, Db, ToolSourceRow } from '../../store/schema.ts';
import { buildCatalog, builtinEntries, catalog as builtinCatalog, computeCatalogVersion, type Catalog, type CatalogEntry } from '../../tools/catalog.ts';
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

/** One source as built: its catalog entry and the hash of what the matcher and models read of it. */
interface BuiltSource {
  updatedAt: string;
  entry: CatalogEntry;
  hash: string;
}

interface Cached {
  stamp: string;
  catalog: Catalog;
  sources: Map<string, BuiltSource>;
}

const cache = new Map<string, Cached>();

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

function built(deps: CatalogDeps, row: ToolSourceRow): BuiltSource {
  const entry = entryOf(deps, row);
  return { updatedAt: row.updated_at, entry, hash: computeCatalogVersion([entry.service], entry.tools) };
}

/**
 * The sources as they are now, reusing the built ones whose updated_at is unchanged: the
 * (name, updated_at) list comes from the stamp's index, and only new or changed rows are read.
 */
async function currentSources(deps: CatalogDeps, accountId: string, previous: Map<string, BuiltSource>): Promise<Map<string, BuiltSource>> {
  const listed = await deps.db.selectFrom('tool_sources').select(['name', 'updated_at']).where('account_id', '=', accountId).orderBy('name').execute();
  const changed = listed.filter((s) => previous.get(s.name)?.updatedAt !== s.updated_at).map((s) => s.name);
  const rows = changed.length === 0 ? [] : await deps.db.selectFrom('tool_sources').selectAll().where('account_id', '=', accountId).where('name', 'in', changed).execute();
  const fresh = new Map(rows.map((row) => [row.name, built(deps, row)]));
  // A source changed again between the two reads is taken as read; the next stamp differs and rebuilds it.
  return new Map(listed.flatMap((s) => {
    const source = fresh.get(s.name) ?? previous.get(s.name);
    return source ? [[s.name, source] as const] : [];
  }));
}

/** The account's catalog; `stamp` when the caller read it already (toolStampSql). */
export async function accountCatalog(deps: CatalogDeps, accountId: string, known?: string | null): Promise<Catalog> {
  const stamp = known !== undefined ? known : (await sql<{ stamp: string | null }>`select ${toolStampSql(accountId)} as stamp`.execute(deps.db)).rows[0].stamp;
  if (stamp === null) return builtinCatalog;
  const cached = cache.get(accountId);
  if (cached?.stamp === stamp) return cached.catalog;
  const sources = await currentSources(deps, accountId, cached?.sources ?? new Map());
  // Sorted here, not by the database's collation: the version is the same on either engine.
  const parts = [...sources].map(([name, source]) => `${name}=${source.hash}`).sort();
  const version = createHash('sha256').update([builtinCatalog.catalogVersion, ...parts].join(',')).digest('hex').slice(0, 12);
  const catalog = buildCatalog([...builtinEntries, ...[...sources.values()].map((s) => s.entry)], version);
  cache.delete(accountId);
  cache.set(accountId, { stamp, catalog, sources });
  if (cache.size > maxCached) cache.delete(cache.keys().next().value as string);
  return catalog;
}

/** Stored beside a selection (S5): the matcher's version, and the account's catalog when it has custom tools. */
export function selectionVersionFor(base: string, catalog: Catalog): string {
  if (catalog === builtinCatalog) return base;
  return createHash('sha256').update(`${base}:${catalog.catalogVersion}`).digest('hex').slice(0, 12);
}
