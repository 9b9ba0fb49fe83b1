// Re-encrypts every sealed value under the key ring's active key (C5 rotation), in short batches
// while the service keeps running: values under older key ids keep opening until their turn comes.
import { inTransaction } from '../../store/open-store.ts';
import { open, seal, SecretBoxError, sealedKeyId } from '../../lib/secret-box.ts';
import type { ServiceContext } from '../context.ts';
import { readSealedBatch, replaceSealed, sealedColumns } from './sealed-columns.ts';

export interface ResealReport {
  active_key_id: string;
  resealed: number;
  /** Values that could not be opened (altered, or sealed with a key missing from the ring): left as they are. */
  unreadable: Array<{ table: string; column: string; key_id: string | null; reason: string }>;
}

export async function resealSecrets(ctx: ServiceContext, options: { batchSize?: number } = {}): Promise<ResealReport> {
  const ring = ctx.keyRing;
  const active = ring.activeKeyId;
  const report: ResealReport = { active_key_id: active, resealed: 0, unreadable: [] };
  for (const col of sealedColumns) {
    let after: Record<string, string> | undefined;
    for (;;) {
      const batch = await readSealedBatch(ctx.db, col, { after, limit: options.batchSize ?? 200, skipKeyId: active });
      if (batch.length === 0) break;
      after = batch[batch.length - 1].key;
      await inTransaction(ctx.db, async (db) => {
        for (const row of batch) {
          const context = col.context(row.key);
          let plain: string;
          try {
            plain = open(ring, row.sealed, context);
          } catch (error) {
            if (!(error instanceof SecretBoxError)) throw error;
            report.unreadable.push({ table: col.table, column: col.column, key_id: sealedKeyId(row.sealed) ?? null, reason: error.code });
            continue;
          }
          if (await replaceSealed(db, col, row, seal(ring, plain, context))) report.resealed += 1;
        }
      });
    }
  }
  return report;
}
