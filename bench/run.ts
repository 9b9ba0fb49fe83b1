// `npm run bench`: every benchmark, each beside a baseline measured in the same run. Not part of
// the test run. BENCH_SECONDS and BENCH_CONNECTIONS tune the load (defaults 10 s, 50 connections).
import { benchDashboard } from './dashboard.ts';
import { benchAuthenticatedGet } from './http.ts';
import { benchHtml } from './html.ts';
import { benchPrompt } from './prompt.ts';
import { benchPickupAndEndToEnd, benchSlowTaskMemory, benchTaskCreation } from './tasks.ts';
import { benchCustomTools } from './tools.ts';
import { benchScale } from './scale.ts';
import { formatWebhookBench, runWebhookBench } from './webhooks.ts';

const options = { seconds: Number(process.env.BENCH_SECONDS ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) };
const only = process.env.BENCH_ONLY?.split(',');

const sections: Array<[string, string, () => Promise<string[]>]> = [
  ['http', '# Authenticated GET (embedded store)', () => benchAuthenticatedGet(options)],
  ['create', '# Task creation', () => benchTaskCreation(options)],
  ['latency', '# Queue pickup and end-to-end time (embedded store)', () => benchPickupAndEndToEnd(200)],
  ['memory', '# Memory', () => benchSlowTaskMemory(1000)],
  ['webhooks', '# Webhook delivery (embedded store)', async () => formatWebhookBench(await runWebhookBench()).split('\n')],
  ['prompt', '# Prompt analysis on adversarial shapes (issue 12)', () => benchPrompt()],
  ['html', '# HTML to text on adversarial pages (issue 12)', () => benchHtml()],
  ['tools', '# Custom tools: 100 sources x 100 tools in one account (embedded store)', () => benchCustomTools()],
  ['dashboard', '# Dashboard with 100,000 tasks in the account (embedded store, issue 16)', () => benchDashboard()],
  ['scale', '# Scale-out on PostgreSQL: workers, accounts, graphile-worker beside (issue 15)', benchScale],
];

console.log(`Baton benchmarks (${options.seconds} s per load run, ${options.connections} connections, Node ${process.version})`);
for (const [name, title, run] of sections) {
  if (only && !only.includes(name)) continue;
  console.log(`\n${title}`);
  for (const line of await run()) console.log(line);
}
