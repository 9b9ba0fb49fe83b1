// The catalog a task's tools come from: its account's (built-in services plus custom tool sources,
// X5) when the worker knows how to load it, the built-in one otherwise.
import type { LanguageModel } from 'ai';
import { catalog as builtinCatalog, type Catalog } from '../tools/catalog.ts';

export interface CatalogAccess {
  /** The account's catalog (services/tools/account-catalog.ts); `stamp` when read with the claim. */
  catalogFor?(accountId: string, stamp?: string | null): Promise<Catalog>;
  /** The model to drive for a catalog: the offline planner must know the tools it plans. */
  modelFor?(catalog: Catalog): LanguageModel;
}

export function taskCatalog(deps: CatalogAccess, accountId: string, stamp?: string | null): Promise<Catalog> {
  return deps.catalogFor ? deps.catalogFor(accountId, stamp) : Promise.resolve(builtinCatalog);
}

/** X7: a test call without a sandbox URL sends nothing; its trace step says so. */
export function isSimulated(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { simulated?: unknown }).simulated === true;
}
