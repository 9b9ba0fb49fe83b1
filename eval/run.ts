// npm run eval [-- --part NAME] [--case ID] [--verbose]: the agent evaluation (eval/README.md); NAME is eval/NAME.json (default: dev and held-out).
// Exits 1 when any task ended complete without doing what it was asked (a wrong success).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadPart } from './cases.ts';
import { evaluatePart } from './evaluate.ts';
import { printScore } from './report.ts';
import { openWorld } from './world.ts';

const { values } = parseArgs({ options: { part: { type: 'string' }, case: { type: 'string' }, verbose: { type: 'boolean', default: false } } });
const parts = values.part ? [values.part] : ['dev', 'held-out'];
const files = parts.map((p) => path.join(import.meta.dirname, `${p}.json`));
const loaded = files.map(loadPart);

const world = await openWorld();
let wrong = 0;
try {
  console.log(`Model: ${process.env.BATON_MODEL ?? 'offline'}; clock starts ${new Date(world.clock.now()).toISOString()}`);
  for (const part of loaded) {
    const { score, results } = await evaluatePart(world, part, { only: values.case });
    printScore(score, results, values.verbose ?? false);
    wrong += score.overall.wrong_success;
  }
} finally {
  await world.close();
}
if (wrong > 0) {
  console.error(`\n${wrong} wrong success(es): a task ended complete without doing what it was asked.`);
  process.exitCode = 1;
}
