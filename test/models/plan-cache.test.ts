// The offline model's plan cache: one planning per task across its steps, keyed by everything a plan
// depends on, and bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rememberedPlan } from '../../src/models/offline/plan-cache.ts';
import { nextMove } from '../../src/models/offline/next-move.ts';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { buildCatalog, builtinEntries, catalog } from '../../src/tools/catalog.ts';

const NOW = new Date('2025-03-12T10:00:00Z');
const slack = catalog.tools.filter((t) => t.service === 'slack');

test('a plan is made once per prompt, tools, now and catalog', () => {
  let made = 0;
  const make = () => (made++, planPrompt("Post 'hi' to #eng", slack, NOW, catalog));
  const first = rememberedPlan("Post 'hi' to #eng", slack, NOW, catalog, make);
  assert.equal(rememberedPlan("Post 'hi' to #eng", slack, NOW, catalog, make), first);
  assert.equal(made, 1);
  rememberedPlan("Post 'hi' to #eng", slack, new Date(NOW.getTime() + 1), catalog, make);
  rememberedPlan("Post 'hi' to #eng", slack.slice(1), NOW, catalog, make);
  rememberedPlan("Post 'hi' to #eng", slack, NOW, buildCatalog(builtinEntries), make);
  rememberedPlan("Post 'hi' to #dev", slack, NOW, catalog, make);
  assert.equal(made, 5);
});

test('a tool that is not the catalog\'s own definition is keyed by its definition', () => {
  let made = 0;
  const make = () => (made++, { steps: [] });
  const tool = (description: string) => ({ name: 'x.do', description, input: { type: 'object' as const } });
  rememberedPlan('do it', [tool('one')], NOW, catalog, make);
  rememberedPlan('do it', [tool('two')], NOW, catalog, make);
  rememberedPlan('do it', [tool('one')], NOW, catalog, make);
  assert.equal(made, 2);
});

test('the cache is bounded: the least recently used plans go first', () => {
  const own = buildCatalog(builtinEntries);
  let made = 0;
  const make = () => (made++, { steps: [] });
  for (let i = 0; i < 600; i++) rememberedPlan(`prompt ${i}`, slack, NOW, own, make);
  assert.equal(made, 600);
  rememberedPlan('prompt 599', slack, NOW, own, make);
  assert.equal(made, 600, 'the newest is kept');
  rememberedPlan('prompt 0', slack, NOW, own, make);
  assert.equal(made, 601, 'the oldest was evicted');
});

test('the steps of a task give the same moves with the cache as planning afresh', () => {
  const prompt = "Post 'Deploy done' to #engineering";
  const first = nextMove(prompt, [], slack, NOW, catalog);
  assert.deepEqual(nextMove(prompt, [], slack, NOW, catalog), first);
  assert.equal(first.kind, 'call');
});
