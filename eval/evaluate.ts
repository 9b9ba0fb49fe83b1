// Runs one part in a world: deploys its subagents, scores their tool selection, runs every case.
import type { EvalPart } from './cases.ts';
import { judge } from './judge.ts';
import { runCase } from './run-case.ts';
import { scorePart, scoreSubagent, type CaseResult, type PartScore, type SubagentResult } from './score.ts';
import type { World } from './world.ts';

async function deploySubagents(world: World, part: EvalPart): Promise<SubagentResult[]> {
  const results: SubagentResult[] = [];
  for (const subagent of part.subagents) {
    if (subagent.prompt !== undefined) {
      const res = await world.client.request('/v1/subagents', { key: world.key, body: { name: subagent.name, prompt: subagent.prompt } });
      if (res.status === 409) await world.client.request(`/v1/subagents/${subagent.name}`, { key: world.key, method: 'PATCH', body: { prompt: subagent.prompt } });
      else if (res.status !== 201) throw new Error(`deploying ${subagent.name} answered ${res.status}: ${res.text}`);
    }
    const got = await world.client.request(`/v1/subagents/${subagent.name}`, { key: world.key });
    if (got.status !== 200) throw new Error(`reading ${subagent.name} answered ${got.status}: ${got.text}`);
    results.push(scoreSubagent(subagent, got.body.tools as string[]));
  }
  return results;
}

/** Cases run a few at a time (each has its own end user); results keep the file's order. */
export async function evaluatePart(world: World, part: EvalPart, options: { only?: string; concurrency?: number } = {}): Promise<{ score: PartScore; results: CaseResult[] }> {
  const subagents = await deploySubagents(world, part);
  const cases = part.cases.filter((c) => !options.only || c.id === options.only);
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const i = next++;
      const seen = await runCase(world, cases[i], part.part);
      results[i] = { case: cases[i], verdict: judge(cases[i], seen), seen };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, lane));
  return { score: scorePart(part, results, subagents), results };
}
