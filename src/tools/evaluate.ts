// Scores the matcher against the labelled evaluation set (test/fixtures/tool-eval.json).
// Shared by `npm run eval:tools`, the matcher test and the catalog docs generator, so all three
// report the same figures.
import { readFileSync } from 'node:fs';
import { selectTools, type MatchKind } from './matcher.ts';

export interface EvalCase {
  prompt: string;
  kind: MatchKind;
  expected: string[];
  /** Why a label is what it is, where a careful labeller had to decide. */
  note?: string;
}

export interface Figures {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  cases: number;
  /** Cases whose selection equals the label exactly. */
  exact: number;
}

export interface CaseResult {
  case: EvalCase;
  selected: string[];
  missing: string[];
  extra: string[];
}

export interface EvalReport {
  overall: Figures;
  byKind: Record<MatchKind, Figures>;
  results: CaseResult[];
}

/** The targets a release must meet. */
export const EVAL_TARGETS = { recall: 0.9, precision: 0.8 } as const;

export const EVAL_SET_PATH = new URL('../../test/fixtures/tool-eval.json', import.meta.url);

export function loadEvalSet(path: URL | string = EVAL_SET_PATH): EvalCase[] {
  return JSON.parse(readFileSync(path, 'utf8')) as EvalCase[];
}

function figures(results: CaseResult[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of results) {
    tp += r.selected.length - r.extra.length;
    fp += r.extra.length;
    fn += r.missing.length;
  }
  // Micro averages. With nothing expected and nothing selected there is nothing to get wrong.
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    cases: results.length,
    exact: results.filter((r) => r.missing.length === 0 && r.extra.length === 0).length,
  };
}

export function evaluate(cases: readonly EvalCase[], select: (prompt: string, kind: MatchKind) => string[] = (p, kind) => selectTools(p, { kind }).map((m) => m.tool)): EvalReport {
  const results = cases.map((c): CaseResult => {
    const selected = select(c.prompt, c.kind);
    const expected = new Set(c.expected);
    const got = new Set(selected);
    return { case: c, selected, missing: c.expected.filter((t) => !got.has(t)), extra: selected.filter((t) => !expected.has(t)) };
  });
  return {
    overall: figures(results),
    byKind: { subagent: figures(results.filter((r) => r.case.kind === 'subagent')), task: figures(results.filter((r) => r.case.kind === 'task')) },
    results,
  };
}

/** Whether a report meets EVAL_TARGETS. */
export function meetsTargets(report: EvalReport): boolean {
  return report.overall.recall >= EVAL_TARGETS.recall && report.overall.precision >= EVAL_TARGETS.precision;
}

/** Cases with the most wrong tools first (misses before extras), then in file order. */
export function worstCases(report: EvalReport, limit = 10): CaseResult[] {
  return report.results
    .map((r, i) => ({ r, i, bad: r.missing.length + r.extra.length }))
    .filter((x) => x.bad > 0)
    .sort((a, b) => b.bad - a.bad || b.r.missing.length - a.r.missing.length || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.r);
}
