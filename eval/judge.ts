// Classifies a run (eval/README.md, "Outcomes"): right, honest failure or wrong success, with the
// reasons a run is not right.
import type { TaskCase } from './cases.ts';
import type { Observation } from './run-case.ts';

export type Outcome = 'right' | 'honest_failure' | 'wrong_success' | 'other';

export interface Verdict {
  outcome: Outcome;
  reasons: string[];
  /** The preview picked at least one expected tool; undefined when the case expects none. */
  previewRight: boolean | undefined;
}

export function judge(c: TaskCase, seen: Observation): Verdict {
  const want = c.expect;
  const reasons: string[] = [];
  if (seen.status !== want.status) reasons.push(`ended ${seen.status}${seen.error ? ` (${seen.error.code}: ${seen.error.message})` : ''}, expected ${want.status}${want.error_code ? ` (${want.error_code})` : ''}`);
  else if (want.status === 'failed' && want.error_code && seen.error?.code !== want.error_code) reasons.push(`failed with ${seen.error?.code} (${seen.error?.message}), expected ${want.error_code}`);
  if (want.status === 'complete') {
    for (const tool of want.tools ?? []) if (!seen.succeeded.includes(tool)) reasons.push(`did not call ${tool}`);
    const summary = seen.summary.toLowerCase();
    for (const fact of want.summary_contains ?? []) {
      const options = Array.isArray(fact) ? fact : [fact];
      if (!options.some((o) => summary.includes(o.toLowerCase()))) reasons.push(`summary lacks ${options.map((o) => `"${o}"`).join(' or ')}`);
    }
  }
  for (const tool of want.forbidden_tools ?? []) if (seen.called.includes(tool)) reasons.push(`called forbidden ${tool}`);
  reasons.push(...seen.stateProblems);
  const expected = want.tools ?? [];
  const previewRight = expected.length === 0 ? undefined : seen.previewTools.some((t) => expected.includes(t));
  const outcome: Outcome = reasons.length === 0 ? 'right' : seen.status === 'complete' ? 'wrong_success' : seen.status === 'failed' ? 'honest_failure' : 'other';
  return { outcome, reasons, previewRight };
}
