// The checkpoint thread (sqlite-checkpointer.ts): a PASSIVE checkpoint every interval. It copies
// what it can without waiting, so it never blocks the main connection's writes or any read.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new DatabaseSync(file, { timeout: 5000 });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
setInterval(() => {
  try {
    checkpoint.all();
  } catch (error) {
    // A failed round is retried at the next; the main connection's fallback bounds the WAL meanwhile.
    parentPort?.postMessage({ error: String(error) });
  }
}, intervalMs);
