// Issue 12 item 17: the README's walkthroughs run as written against a real server: every curl
// command of "Try it with curl" is sent as curl would send it and answers what its comment shows,
// the TypeScript client block prints what it says, and the set-plan command for local development
// works. (The start-up banner is checked by test/cli/banner.test.ts.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { blockAfter, docText, root } from './doc-text.ts';
import { differencesFromJson, parseShownJson } from './shown.ts';

interface Curl {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string;
  /** The answer the comment under the command shows. */
  shown?: string;
}

/** Shell words of one command line: quotes removed, `$VAR` left for the caller. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The curl commands of a README block, each with the answer its comment shows. */
function curls(block: string): Curl[] {
  const found: Curl[] = [];
  let comment: string[] | undefined;
  for (const line of block.replace(/\\\n\s*/g, '').split('\n')) {
    if (line.startsWith('# {') || (comment && line.startsWith('#  '))) {
      comment = [...(comment ?? []), line.slice(2)];
      found.at(-1)!.shown = comment.join('');
      continue;
    }
    comment = undefined;
    if (!line.startsWith('curl ')) continue;
    const args = words(line).slice(1);
    const curl: Curl = { method: 'GET', url: '', headers: {} };
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '-k') continue;
      if (args[i] === '-X') curl.method = args[++i];
      else if (args[i] === '-H') {
        const [name, ...value] = args[++i].split(':');
        curl.headers[name.toLowerCase()] = value.join(':').trim();
      } else if (args[i] === '-d') {
        curl.data = args[++i];
        if (curl.method === 'GET') curl.method = 'POST';
        curl.headers['content-type'] ??= 'application/x-www-form-urlencoded';
      } else curl.url = args[i];
    }
    found.push(curl);
  }
  return found;
}

describe('README walkthroughs, run as written', () => {
  let baton: Baton;
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-readme-'));
  before(async () => {
    baton = await startBaton();
  });
  after(async () => {
    await baton?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('suggests a set-plan command that works for local development', () => {
    const command = blockAfter('README.md', 'The default account is on the `prototyping` plan').trim();
    assert.match(command, /^npx baton accounts set-plan acct_\.\.\. /);
    const args = words(command).slice(2).map((word) => (word === 'acct_...' ? baton.accountId! : word));
    const res = baton.cli(args);
    assert.equal(res.status, 0, res.stderr);
    assert.equal(res.json.plan, 'enterprise');
    assert.ok(res.json.rpm_limit >= 10_000, 'room to poll');
  });

  it('answers every curl command of "Try it with curl" as its comment shows', async () => {
    const text = docText('README.md');
    const section = text.slice(text.indexOf('## Try it with curl'), text.indexOf('### The same with the TypeScript client'));
    const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
    let taskId: string | undefined;
    let authUrl: string | undefined;
    const commands = blocks.flatMap(curls);
    assert.ok(commands.length >= 8 && commands.filter((c) => c.shown).length >= 2, 'the walkthrough is still there');
    for (const curl of commands) {
      const url = new URL(
        curl.url
          .replace('$BASE', baton.url)
          .replace('task_...', taskId ?? 'task_...')
          .replace('https://127.0.0.1:8443/oauth/authorize/...', authUrl ?? ''),
      );
      const headers = Object.fromEntries(Object.entries(curl.headers).map(([name, value]) => [name, value.replace('$KEY', baton.key!)]));
      const send = () => baton.client.request(url.pathname + url.search, { method: curl.method, headers, rawBody: curl.data });
      let res = await send();
      assert.ok(res.status < 400, `${curl.method} ${url.pathname}: ${res.status} ${res.text}`);
      if (curl.shown) {
        const shown = parseShownJson(curl.shown.replaceAll('https://127.0.0.1:8443', baton.url));
        // A task runs in the background: poll as a caller would until it is where the comment says.
        for (const deadline = Date.now() + 20_000; differencesFromJson(shown, res.body).length > 0 && Date.now() < deadline; res = await send()) await sleep(50);
        assert.deepEqual(differencesFromJson(shown, res.body), [], `${curl.method} ${url.pathname} answers ${curl.shown}`);
      }
      if (res.body?.id?.startsWith('task_') && url.pathname === '/v1/tasks') taskId = res.body.id;
      if (res.body?.waiting?.auth_url) authUrl = res.body.waiting.auth_url;
    }
  });

  it('prints what the TypeScript client block says', () => {
    const text = docText('README.md');
    const block = /```ts\n([\s\S]*?)```/.exec(text.slice(text.indexOf('### The same with the TypeScript client')));
    assert.ok(block, 'the README has the client block');
    const printed = /console\.log\(.*\/\/ (.+)$/m.exec(block[1]);
    assert.ok(printed, 'the block says what it prints');
    const entry = pathToFileURL(path.join(root, 'packages/client/src/index.ts')).href;
    const script = path.join(dir, 'readme-client.mts');
    // The one change: '@baton/client' is the package's source here, not an installed copy.
    writeFileSync(script, block[1].replace("from '@baton/client'", `from '${entry}'`));
    // After the curl walkthrough, as a reader would run it: its user_42 has connected GitHub by now.
    const run = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH, KEY: baton.key!, BASE: baton.url, NODE_EXTRA_CA_CERTS: path.join(baton.dataDir, 'tls-cert.pem') },
      encoding: 'utf8',
      timeout: 90_000,
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), printed[1].trim());
  });
});
