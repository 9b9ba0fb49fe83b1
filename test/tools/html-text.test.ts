// Issue 12 item 1: HTML becomes text in one linear pass (htmlparser2's tokenizer) over at most
// MAX_HTML_CHARS characters. Ordinary pages read exactly as the regex version read them; pages made
// to be slow (`<` or `<a` repeated, 200 KiB) read in one pass through web.fetch_page on a real
// server and through gmail.get_message against a Gmail API double. Speed is the benchmark's job
// (BENCH_ONLY=html); these tests check what is read.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_HTML_CHARS, htmlToText, readHtml } from '../../src/tools/builtin/shared/html-text.ts';
import { gmailTools } from '../../src/tools/builtin/gmail/service.ts';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { startBaton } from '../helpers/baton.ts';
import { startLoopbackServer } from '../helpers/loopback-server.ts';
import { startRoutedDouble } from '../helpers/routed-double.ts';
import { newAccount, createTask, waitForTask } from '../helpers/tasks.ts';

const RICH = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Release notes &ndash; Acme</title>
<meta property="og:title" content="Ignored when a title exists"><meta name="Description" content="  What changed
 in 3.2 ">
<style>body { color: red }</style><script>document.write("<p>not text</p>")</script></head>
<body><nav><a href="/">Home</a> | <a href="/docs">Docs</a></nav>
<header><h1>Acme blog</h1></header>
<!-- <p>commented out</p> -->
<main>
  <article><h2>Version 3.2</h2>
  <p>We shipped <b>faster</b> search &amp; a new <a href="/export">export</a>.<br>More soon&hellip;</p>
  <ul><li>Search: 2&times; faster</li><li>Export to CSV</li></ul>
  <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>&euro;12</td></tr></table>
  <noscript>Enable JavaScript</noscript>
  <pre>npm i acme@3.2</pre>
  <blockquote>It&#8217;s great &#x1F600;</blockquote>
  <form><input name="q"><button>Search</button></form>
  </article>
  <aside>Related posts</aside>
</main>
<footer>&copy; 2026 Acme</footer></body></html>`;

/** Pages made to be slow for backtracking regexes, each 200 KiB, and the text each must give. */
const KiB200 = 200 * 1024;
const fill = (unit: string, size = KiB200) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const ADVERSARIAL: Record<string, [html: string, text: string]> = {
  '<': [fill('<'), fill('<')],
  '<a': [fill('<a'), ''],
  '<a ': [fill('<a '), ''],
  '<meta': [fill('<meta'), ''],
  '<p': [fill('<p'), ''],
  '<!--': [fill('<!--'), ''],
  '<div>': [fill('<div>'), ''],
  '<main>': [fill('<main>'), ''],
  '<li>x': [fill('<li>x'), Array.from({ length: KiB200 / 5 }, () => '- x').join('\n')],
  '&': [fill('&'), fill('&')],
};

test('an ordinary page reads as it did with the regex version: main content, blocks, lists, tables, entities', () => {
  const page = readHtml(RICH);
  // Recorded from the regex version (main before this change).
  assert.equal(page.text, 'Version 3.2\n\nWe shipped faster search & a new export.\nMore soon…\n\n- Search: 2× faster\n- Export to CSV\n\nPlan Price\n\nPro €12\n\nnpm i acme@3.2\n\nIt’s great 😀');
  assert.equal(page.title, 'Release notes – Acme');
  assert.equal(page.meta.get('description'), 'What changed in 3.2');
  assert.equal(page.cut, false);
  assert.equal(htmlToText('x <br/> y'), 'x\ny');
  assert.equal(htmlToText('<ul><li>a<li>b</ul>'), '- a\n- b');
  assert.equal(htmlToText('<p>a<p>b'), 'a\nb');
  assert.equal(htmlToText('<svg/><p>after svg</p>'), 'after svg');
  assert.equal(readHtml('<head><meta property="og:title" content="OG"></head><p>x</p>').title, 'OG');
});

test('a bare < in text stays text (the regex version deleted up to the next >)', () => {
  assert.equal(htmlToText('a < b and c > d'), 'a < b and c > d');
  assert.equal(htmlToText('<p>1 <2 and 3> 1</p>'), '1 <2 and 3> 1');
});

test('adversarial 200 KiB pages give their text', () => {
  for (const [name, [html, text]] of Object.entries(ADVERSARIAL)) assert.equal(htmlToText(html), text, name);
});

test('only the first MAX_HTML_CHARS characters are read, and the result says it was cut', () => {
  const unit = '<p>word</p>\n';
  const html = unit.repeat(Math.ceil((MAX_HTML_CHARS * 1.5) / unit.length));
  const page = readHtml(html);
  assert.equal(page.cut, true);
  const first = readHtml(html.slice(0, MAX_HTML_CHARS));
  assert.equal(first.cut, false);
  assert.equal(page.text, first.text);
  assert.equal(page.text.split('word').length - 1, Math.floor(MAX_HTML_CHARS / unit.length)); // and 'w' of the last
});

test('through a real server: web.fetch_page in a live task reads adversarial and oversized pages', async () => {
  const pages: Record<string, string> = { ...Object.fromEntries(Object.entries(ADVERSARIAL).map(([, [html]], i) => [`/a${i}`, html])), '/big': `<main>${'<p>word</p>'.repeat(150_000)}</main>` };
  const site = await startLoopbackServer((req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(pages[req.url ?? ''] ?? ''));
  const baton = await startBaton({ env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true' } });
  after(() => site.close());
  try {
    const keys = newAccount(baton);
    const read = async (path: string) => {
      const created = await createTask(baton.client, keys.live, { prompt: `Fetch ${site.origin}${path}`, sub_agent: 'web-researcher' });
      const done = await waitForTask(baton.client, keys.live, created.id, ['complete', 'failed'], 60_000);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.equal(done.result.outputs[0].tool, 'web.fetch_page');
      return done.result.outputs[0].output as { text: string; length: number; truncated: boolean };
    };
    for (const [i, [name, [, text]]] of Object.entries(ADVERSARIAL).entries()) {
      const out = await read(`/a${i}`);
      assert.equal(out.length, text.length, name);
      assert.equal(out.text, text.slice(0, 20_000), name);
      assert.equal(out.truncated, text.length > 20_000, name);
    }
    const big = await read('/big');
    assert.equal(big.truncated, true);
    assert.ok(big.length < MAX_HTML_CHARS, `length ${big.length} counts the text of the first MiB only`);
    assert.equal((await baton.client.request('/healthz')).status, 200);
  } finally {
    await baton.stop();
  }
});

test('gmail.get_message reads an adversarial HTML-only e-mail from the Gmail API', async () => {
  const double = await startRoutedDouble({ prefix: '/gmail/v1', unrouted: { status: 404, body: {} }, contentType: 'application/json; charset=UTF-8', emptyBody: {} });
  try {
    const getMessage = gmailTools.find((t) => t.name === 'gmail.get_message')!;
    for (const [name, [html, text]] of Object.entries(ADVERSARIAL)) {
      double.routes['GET /users/me/messages/m1'] = () => ({
        body: { id: 'm1', threadId: 'm1', labelIds: ['INBOX'], snippet: '', payload: { mimeType: 'text/html', headers: [{ name: 'Subject', value: name }], body: { size: html.length, data: Buffer.from(html).toString('base64url') } } },
      });
      const out = (await getMessage.live({ id: 'm1' }, createLiveApi({ baseUrl: double.baseUrl, accessToken: 'ya29.test' }))) as { body: string; truncated: boolean };
      assert.equal(out.body, text.slice(0, 50_000), name);
      assert.equal(out.truncated, text.length > 50_000, name);
    }
  } finally {
    await double.close();
  }
});
