// graphile-worker as the scale benchmark's peer (bench/scale.ts): one process running no-op jobs
// on the same PostgreSQL. Prints one JSON line when it is ready; stops on SIGTERM.
import { Logger, run } from 'graphile-worker';

const [connectionString, concurrency] = process.argv.slice(2);
// Silent: the parent reads this process's first stdout line as its ready signal.
const logger = new Logger(() => () => {});
const runner = await run({ connectionString, logger, concurrency: Number(concurrency), noHandleSignals: true, pollInterval: 1000, taskList: { noop: async () => {} } });
console.log(JSON.stringify({ ready: true }));
process.once('SIGTERM', () => void runner.stop().then(() => process.exit(0)));
