// `baton vault status`: the key ring's ids and how many sealed values each key id holds, so an
// operator knows when an old key is no longer needed.
import { sealedKeyId } from '../../lib/secret-box.ts';
import type { ServiceContext } from '../context.ts';
import { readSealedBatch, sealedColumns } from './sealed-columns.ts';

export interface VaultStatus {
  active_key_id: string;
  /** Key ids in the ring, active first. */
  ring: string[];
  /** Sealed values per key id actually in use (a key id missing from the ring would be listed too). */
  in_use: Record<string, number>;
}

export async function vaultStatus(ctx: ServiceContext): Promise<VaultStatus> {
  const active = ctx.keyRing.activeKeyId;
  const inUse: Record<string, number> = {};
  for (const col of sealedColumns) {
    let after: Record<string, string> | undefined;
    for (;;) {
      const batch = await readSealedBatch(ctx.db, col, { after, limit: 1000 });
      if (batch.length === 0) break;
      after = batch[batch.length - 1].key;
      for (const row of batch) {
        const kid = sealedKeyId(row.sealed) ?? 'malformed';
        inUse[kid] = (inUse[kid] ?? 0) + 1;
      }
    }
  }
  return { active_key_id: active, ring: [active, ...[...ctx.keyRing.keys.keys()].filter((kid) => kid !== active)], in_use: inUse };
}
