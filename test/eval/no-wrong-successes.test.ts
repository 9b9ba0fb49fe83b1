// CI's agent gate (issue 13): the development parts of `npm run eval` run against a real server
// with a test key; no task may end complete without doing what it was asked, and the part tuned on
// stays at 85% right. The held-out part is reported by `npm run eval`, not gated here (docs/models.md).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadPart } from '../../eval/cases.ts';
import { evaluatePart } from '../../eval/evaluate.ts';
import { openWorld } from '../../eval/world.ts';

const parts = ['dev', 'dev-extra', 'dev-3', 'dev-4', 'dev-5', 'dev-6', 'dev-7', 'dev-8', 'dev-9', 'dev-10', 'dev-11', 'dev-12', 'dev-13', 'dev-14', 'dev-15', 'dev-16', 'dev-17', 'dev-18', 'dev-19', 'dev-20', 'dev-21', 'dev-22', 'dev-23', 'dev-24', 'dev-25', 'dev-26', 'dev-27'].map((p) => path.join(import.meta.dirname, '../../eval', `${p}.json`)).filter(existsSync);

describe('npm run eval, development parts', () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  before(async () => {
    world = await openWorld();
  });
  after(() => world?.close());

  for (const file of parts) {
    it(`${path.basename(file)}: no wrong success${file.endsWith('/dev.json') ? ', at least 85% right' : ''}`, async () => {
      const { score, results } = await evaluatePart(world, loadPart(file), {});
      const wrong = results.filter((r) => r.verdict.outcome === 'wrong_success').map((r) => `${r.case.id}: ${r.verdict.reasons.join('; ')}`);
      assert.deepEqual(wrong, []);
      if (file.endsWith('/dev.json')) assert.ok(score.overall.right >= 0.85 * score.overall.total, `${score.overall.right}/${score.overall.total} right`);
    });
  }
});
