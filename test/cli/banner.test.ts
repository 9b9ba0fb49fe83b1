// The start-up banner and logs say which model drives the tasks and where the docs are (issue 12
// item 13), and the README's first-start banner is what `baton serve` prints.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { batonEnv } from '../helpers/baton.ts';
import { printedBy } from '../helpers/printed.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('start-up banner', () => {
  const dirs: string[] = [];
  const envFor = (extra: Record<string, string> = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'baton-banner-'));
    dirs.push(dir);
    return batonEnv({ env: { BATON_LOG_LEVEL: 'info', ...extra } }, path.join(dir, '.baton'));
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('says the offline planner is active, links docs/models.md, and logs the model', async () => {
    const printed = await printedBy(['serve'], envFor(), /Try it:.*\n/, ['baton listening', 'tasks run with model offline']);
    assert.match(printed.stdout, /^Model: offline \(the built-in planner; no language model is called\)\. For a hosted model set BATON_MODEL: docs\/models\.md$/m);
    const listening = printed.logs.find((line) => line.msg === 'baton listening');
    assert.equal(listening?.model, 'offline');
    const model = printed.logs.find((line) => line.msg === 'tasks run with model offline');
    assert.equal(model?.docs, 'docs/models.md');
    assert.ok(printed.logs.some((line) => line.msg === `Server listening at ${listening?.url}`), 'the listener is logged as https');
  });

  it('names a hosted provider and model, and its endpoint when one is set', async () => {
    const env = envFor({ BATON_MODEL: 'openai:gpt-4.1-mini', BATON_OPENAI_API_KEY: 'sk-test', BATON_OPENAI_BASE_URL: 'https://gateway.example/v1' });
    const printed = await printedBy(['serve'], env, /Try it:.*\n/, ['baton listening']);
    assert.match(printed.stdout, /^Model: openai:gpt-4\.1-mini at https:\/\/gateway\.example\/v1 \(docs\/models\.md\)$/m);
    assert.equal(printed.logs.find((line) => line.msg === 'baton listening')?.model, 'openai:gpt-4.1-mini');
    const worker = await printedBy(['worker'], { ...env, BATON_MODEL: 'anthropic:claude-sonnet-4-5', BATON_ANTHROPIC_API_KEY: 'sk-ant', BATON_PUBLIC_URL: 'https://baton.example' }, /Model:.*\n/, ['tasks run with model anthropic:claude-sonnet-4-5']);
    assert.match(worker.stdout, /^Model: anthropic:claude-sonnet-4-5 \(docs\/models\.md\)$/m);
    assert.ok(worker.logs.some((line) => line.msg === 'tasks run with model anthropic:claude-sonnet-4-5'));
  });

  it('says an API node without workers drives no model', async () => {
    const printed = await printedBy(['serve'], envFor({ BATON_RUN_WORKERS: 'false' }), /Try it:.*\n/, ['baton listening']);
    assert.match(printed.stdout, /^Model: none in this process \(BATON_RUN_WORKERS=false/m);
    assert.equal(printed.logs.find((line) => line.msg === 'baton listening')?.model, null);
  });

  it('prints the first-start banner the README shows, line for line', async () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const block = /```\n(Baton is listening[\s\S]*?)```/.exec(readme);
    assert.ok(block, 'README has the banner block');
    const printed = await printedBy(['serve'], envFor(), /Try it:.*\n/, []);
    const real = printed.stdout.split('\n');
    const shown = block[1].trimEnd().split('\n');
    shown.forEach((line, i) => {
      // `...` stands for what differs per start; /path/to/ for the data directory's parent.
      const pattern = line.split('...').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+').replace('/path/to/', '/.+/');
      assert.match(real[i], new RegExp(`^${pattern.replace('127\\.0\\.0\\.1:8443', '127\\.0\\.0\\.1:\\d+')}$`), `README banner line ${i + 1}: ${line}`);
    });
  });
});
