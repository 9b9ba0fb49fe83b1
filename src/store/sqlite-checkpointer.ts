// Moves WAL checkpoints of the embedded store off the event loop. SQLite otherwise checkpoints
// inside the commit that crosses 1,000 WAL pages: that commit writes the pages back to the
// database file and fsyncs it, stalling every request behind it (task creation p99 85-120 ms
// under load). Here a worker thread with its own connection runs PASSIVE checkpoints, which wait
// for no reader or writer; the main connection checkpoints itself only as a fallback, when the
// WAL has grown far past what the thread keeps it at (fallbackPages, set in sqlite-database.ts).
import { Worker } from 'node:worker_threads';

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, onError: (message: string) => void, intervalMs = 200): Checkpointer {
  const worker = new Worker(new URL('./sqlite-checkpoint-worker.ts', import.meta.url), { workerData: { file, intervalMs } });
  worker.on('message', (message: { error?: string }) => message.error && onError(message.error));
  worker.on('error', (error) => onError(String(error)));
  // The thread must not keep alive a process that has nothing else to do.
  worker.unref();
  return {
    async stop() {
      await worker.terminate();
    },
  };
}
