import type { Observation } from './run-case.ts';
// Scores of one part: outcomes per service, the preview rate, and the subagents' tool selection.
import { catalog } from '../src/tools/catalog.ts';
import type { EvalPart, SubagentCase, TaskCase } from './cases.ts';
import type { Outcome, Verdict } from './judge.ts';

export interface CaseResult {
  case: TaskCase;
  verdict: Verdict;
  /** What the run did (for --verbose). */
  seen?: Observation;
}

export interface SubagentResult {
  subagent: SubagentCase;
  tools: string[];
  uncovered: string[];
  /** Selected tools outside the expected services, or excluded by the prompt. */
  wrong: string[];
}

export type Tally = Record<Outcome, number> & { total: number };

export interface PartScore {
  part: string;
  byService: Map<string, Tally>;
  overall: Tally;
  preview: { right: number; total: number };
  subagents: SubagentResult[];
  precision: number;
  covered: number;
}

const emptyTally = (): Tally => ({ right: 0, honest_failure: 0, wrong_success: 0, other: 0, total: 0 });

export function scoreSubagent(subagent: SubagentCase, tools: string[]): SubagentResult {
  const services = new Set(subagent.expect.services);
  const excluded = new Set(subagent.expect.excluded_tools ?? []);
  const serviceOf = (tool: string) => catalog.getTool(tool)?.service ?? tool.split('.')[0];
  return {
    subagent,
    tools,
    uncovered: [...services].filter((s) => !tools.some((t) => serviceOf(t) === s)),
    wrong: tools.filter((t) => !services.has(serviceOf(t)) || excluded.has(t)),
  };
}

export function scorePart(part: EvalPart, results: CaseResult[], subagents: SubagentResult[]): PartScore {
  const byService = new Map<string, Tally>();
  const overall = emptyTally();
  const preview = { right: 0, total: 0 };
  for (const { case: c, verdict } of results) {
    const tally = byService.get(c.service) ?? emptyTally();
    byService.set(c.service, tally);
    for (const t of [tally, overall]) {
      t[verdict.outcome] += 1;
      t.total += 1;
    }
    if (verdict.previewRight !== undefined) {
      preview.total += 1;
      if (verdict.previewRight) preview.right += 1;
    }
  }
  const selected = subagents.reduce((n, s) => n + s.tools.length, 0);
  const wrong = subagents.reduce((n, s) => n + s.wrong.length, 0);
  return {
    part: part.part,
    byService,
    overall,
    preview,
    subagents,
    precision: selected === 0 ? 0 : (selected - wrong) / selected,
    covered: subagents.filter((s) => s.uncovered.length === 0).length,
  };
}
