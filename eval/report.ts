// Prints a part's scores as the tables docs/models.md quotes.
import type { CaseResult, PartScore, Tally } from './score.ts';

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(0)}%`);
const row = (label: string, t: Tally) =>
  `| ${label} | ${t.right} | ${t.honest_failure} | ${t.wrong_success} | ${t.other} | ${t.total} | ${pct(t.right, t.total)} |`;

export function printScore(score: PartScore, results: CaseResult[], verbose: boolean): void {
  console.log(`\n## ${score.part}: ${score.overall.total} tasks, ${score.subagents.length} subagents\n`);
  console.log('| service | right | honest failure | wrong success | stuck or setup failed | tasks | right % |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [service, tally] of [...score.byService].sort(([a], [b]) => a.localeCompare(b))) console.log(row(service, tally));
  console.log(row('**all**', score.overall));
  console.log(`\nTest-mode preview picks an expected tool: ${score.preview.right}/${score.preview.total} (${pct(score.preview.right, score.preview.total)})`);
  console.log(`Subagent tool selection: ${score.covered}/${score.subagents.length} cover every expected service; precision ${score.precision.toFixed(2)}`);
  for (const s of score.subagents) {
    if (s.uncovered.length || (verbose && s.wrong.length)) console.log(`  - ${s.subagent.name}: ${s.tools.length} tools${s.uncovered.length ? `; no tool of ${s.uncovered.join(', ')}` : ''}${s.wrong.length ? `; outside its domain: ${s.wrong.join(', ')}` : ''}`);
  }
  const shown = results.filter((r) => r.verdict.outcome === 'wrong_success' || (verbose && r.verdict.outcome !== 'right'));
  if (shown.length) console.log(`\n${verbose ? 'Cases that are not right' : 'Wrong successes'}:`);
  for (const r of shown) {
    console.log(`- [${r.verdict.outcome}] ${r.case.id}: ${r.case.prompt}\n    ${r.verdict.reasons.join('\n    ')}`);
    if (verbose && r.seen) console.log(`    ran: ${r.seen.called.join(', ') || 'nothing'}\n    summary: ${r.seen.summary}`);
  }
  if (verbose) for (const r of results) if (r.verdict.previewRight === false) console.log(`- preview missed: ${r.case.id}: ${r.case.prompt}`);
}
