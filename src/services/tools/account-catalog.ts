// X5: an account's catalog is the built-in one plus its custom tool sources. Built once per change
// of the account's sources and kept in memory (the matcher indexes a catalog once), so deploying a
// subagent or previewing a task costs one small query when nothing changed. Any node sees a change
// at its next use: the stamp (every source's name and updated_at) is read each time.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KeyRing } from '../../lib/secret-box.ts';
import type { Database, Db, ToolSourceRow } from '../../store/schema.ts';
import { buildCatalog, builtinEntries, catalog as builtinCatalog, type Catalog } from '../../tools/catalog.ts';
import { credentialOf } from '../../tools/custom/auth-request.ts';
import { customEntry } from '../../tools/custom/source-catalog.ts';
import { openToolSecret } from '../../tools/custom/source-secret.ts';
import { sourceTimeoutMs } from './prepare-source.ts';
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
  const opened = row.secret_sealed === null ? undefined : openToolSecret(deps.keyRing, row.account_id, row.name, row.secret_sealed);
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

export async function accountCatalog(deps: CatalogDeps, accountId: string): Promise<Catalog> {
  const stamps = await deps.db.selectFrom('tool_sources').select(['name', 'updated_at']).where('account_id', '=', accountId).orderBy('name').execute();
  if (stamps.length === 0) return builtinCatalog;
  const stamp = stamps.map((s) => `${s.name}@${s.updated_at}`).join(',');
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
