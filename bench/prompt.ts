// Issue 12 item 2: prompt analysis must be linear. For each adversarial shape the cost of one request
// is printed as a ratio against ordinary prose of the same length: in-process (the offline planner
// of a test-mode task and the matcher of a subagent, at 10,000 and 20,000 characters) and through a
// real server (POST /v1/tasks mode "test" and POST /v1/subagents, 10,000 characters, the API's
// limit). Quadratic parsing shows as a ratio that grows with the length; linear as a flat one.
import { planTask } from '../src/models/offline/index.ts';
import { catalog } from '../src/tools/catalog.ts';
import { selectTools } from '../src/tools/matcher/index.ts';
import { createClient } from '../test/helpers/https-client.ts';
import { startBenchBaton, timeMedian } from './setup.ts';

const PROSE = 'Find the latest issues in acme/web about the login bug, then post a short summary to #eng on Slack tomorrow at 3pm and e-mail it to dana@example.com. ';
/** The shapes of issue 12 (` 'x`, `ENG-`, `a-`) and the others that were quadratic before the fix. */
export const SHAPES: Record<string, string> = {
  "` 'x` (unclosed quotes)": " 'x",
  '` "x`': ' "x',
  '`\u2018x `': '\u2018x ',
  '`ENG-`': 'ENG-',
  '`a-`': 'a-',
  '`a.`': 'a.',
  '`:a` (emoji)': ':a',
  '`add `': 'add ',
  '`turn `': 'turn ',
  '`mark `': 'mark ',
  '`tag `': 'tag ',
};

/** `unit` repeated to at most `length` characters (whole units, so a quote never closes at the end). */
export const shape = (unit: string, length: number) => unit.repeat(Math.floor(length / unit.length));

const now = new Date('2026-11-24T10:00:00Z');


function inProcess(): string[] {
  const lines = ['In process, median of 7 (ms per request; ratio to prose of the same length):', '', '| shape | length | test-mode plan | ratio | subagent match | ratio |', '|---|---|---|---|---|---|'];
  const cost = (prompt: string) => ({
    plan: timeMedian(() => planTask(prompt, catalog.tools, now), 7),
    match: timeMedian(() => selectTools(prompt), 7),
  });
  cost(shape(PROSE, 10_000)); // warm-up
  for (const length of [10_000, 20_000]) {
    const prose = cost(shape(PROSE, length));
    lines.push(`| prose | ${length} | ${prose.plan.toFixed(1)} | 1.0 | ${prose.match.toFixed(1)} | 1.0 |`);
    for (const [name, unit] of Object.entries(SHAPES)) {
      const c = cost(shape(unit, length));
      lines.push(`| ${name} | ${length} | ${c.plan.toFixed(1)} | ${(c.plan / prose.plan).toFixed(1)} | ${c.match.toFixed(1)} | ${(c.match / prose.match).toFixed(1)} |`);
    }
  }
  return lines;
}

async function throughServer(): Promise<string[]> {
  const bench = await startBenchBaton({ concurrency: 1000, env: { BATON_RUN_WORKERS: 'false' } });
  const client = createClient(bench.baton.info.url, bench.ca);
  const lines = ['', 'Through the server, 10,000 characters, median of 5 sequential requests (ms; ratio to prose):', '', '| shape | POST /v1/tasks mode test | ratio | POST /v1/subagents | ratio |', '|---|---|---|---|---|'];
  let n = 0;
  const timed = async (path: string, body: unknown) => {
    const start = performance.now();
    const res = await client.request(path, { key: bench.key, body });
    if (res.status !== 200 && res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    return performance.now() - start;
  };
  const cost = async (prompt: string) => {
    const task: number[] = [];
    const sub: number[] = [];
    for (let i = 0; i < 5; i++) {
      task.push(await timed('/v1/tasks', { prompt, sub_agent: 'all-tools', mode: 'test' }));
      sub.push(await timed('/v1/subagents', { name: `bench-${n++}`, prompt }));
    }
    const mid = (xs: number[]) => xs.sort((a, b) => a - b)[2];
    return { task: mid(task), sub: mid(sub) };
  };
  try {
    await timed('/v1/subagents', { name: 'all-tools', prompt: 'A general assistant that works across GitHub, Slack, Google Calendar, Gmail, Notion and Linear for one person, fetches public web pages, and does date and time arithmetic.' });
    await cost(shape(PROSE, 10_000)); // warm-up
    const prose = await cost(shape(PROSE, 10_000));
    lines.push(`| prose | ${prose.task.toFixed(1)} | 1.0 | ${prose.sub.toFixed(1)} | 1.0 |`);
    for (const [name, unit] of Object.entries(SHAPES)) {
      const c = await cost(shape(unit, 10_000));
      lines.push(`| ${name} | ${c.task.toFixed(1)} | ${(c.task / prose.task).toFixed(1)} | ${c.sub.toFixed(1)} | ${(c.sub / prose.sub).toFixed(1)} |`);
    }
  } finally {
    client.close();
    await bench.close();
  }
  return lines;
}

export async function benchPrompt(): Promise<string[]> {
  return [...inProcess(), ...(await throughServer())];
}
