// npm run eval:tools — scores the tool matcher against test/fixtures/tool-eval.json.
// Prints micro precision and recall overall and per kind, and the worst cases; exits 1 below target.
// `--all` prints every wrong case instead of the worst ten.
import { catalog } from '../src/tools/catalog.ts';
import { EVAL_TARGETS, evaluate, loadEvalSet, meetsTargets, worstCases, type Figures } from '../src/tools/evaluate.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const line = (label: string, f: Figures) =>
  `${label.padEnd(9)} precision ${pct(f.precision).padStart(6)}  recall ${pct(f.recall).padStart(6)}  exact ${f.exact}/${f.cases}  (tp ${f.truePositives}, fp ${f.falsePositives}, fn ${f.falseNegatives})`;

const report = evaluate(loadEvalSet());
console.log(`catalog ${catalog.catalogVersion}: ${catalog.services.length} services, ${catalog.tools.length} tools`);
console.log(line('overall', report.overall));
console.log(line('subagent', report.byKind.subagent));
console.log(line('task', report.byKind.task));

const all = process.argv.includes('--all');
const worst = all ? worstCases(report, Infinity) : worstCases(report, 10);
if (worst.length > 0) console.log(`\n${all ? 'Wrong cases' : 'Worst cases'}:`);
for (const r of worst) {
  console.log(`- [${r.case.kind}] ${r.case.prompt}`);
  if (r.missing.length) console.log(`    missing: ${r.missing.join(', ')}`);
  if (r.extra.length) console.log(`    extra:   ${r.extra.join(', ')}`);
}

if (!meetsTargets(report)) {
  console.error(`\nBelow target (recall >= ${EVAL_TARGETS.recall}, precision >= ${EVAL_TARGETS.precision}).`);
  process.exit(1);
}
