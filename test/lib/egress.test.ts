import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'selfsigned';
import { checkDestinationUrl, classifyAddress, EgressError, guardedFetch, type EgressErrorCode } from '../../src/lib/egress/index.ts';
import { closedPort, ipv6LoopbackAvailable, scriptedLookup, startServer, type TestServer } from './egress-servers.ts';

const PUBLIC = '93.184.215.14'; // only ever returned by fake resolvers and checked, never connected to

let server: TestServer;
before(async () => {
  server = await startServer((req, res) => res.end(`hello ${req.url}`));
});
after(() => server.close());

async function rejectsWith(promise: Promise<unknown>, code: EgressErrorCode, message?: RegExp): Promise<EgressError> {
  const err = await promise.then(
    (value) => assert.fail(`expected ${code}, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof EgressError, `expected an EgressError, got ${String(err)}`);
  assert.equal(err.code, code, err.message);
  if (message) assert.match(err.message, message);
  return err;
}

test('non-public destinations are refused by default, at save and at send, and nothing is contacted', async () => {
  const p = server.port;
  const loopbackSpellings = [
    `http://127.0.0.1:${p}/`,
    `http://localhost:${p}/`, // real resolver (hosts file)
    `http://[::1]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://2130706433:${p}/`, // decimal
    `http://0x7f000001:${p}/`, // hex
    `http://0x7f.1:${p}/`,
    `http://0177.0.0.1:${p}/`, // octal
    `http://127.1:${p}/`, // short
    `https://127.0.0.1.:${p}/`, // trailing dot
    `http://[64:ff9b::7f00:1]:${p}/`, // NAT64 embedding loopback
    `http://[2002:7f00:1::]:${p}/`, // 6to4 embedding loopback
    `http://0.0.0.0:${p}/`,
  ];
  for (const url of loopbackSpellings) {
    await rejectsWith(checkDestinationUrl(url), 'destination_not_allowed', /not a public address/);
    await rejectsWith(guardedFetch(url, {}, { timeoutMs: 2000 }), 'destination_not_allowed');
  }
  const elsewhere = [
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://192.0.2.10/', // documentation
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[2001:db8::1]/',
    'http://[::]/',
  ];
  for (const url of elsewhere) await rejectsWith(checkDestinationUrl(url), 'destination_not_allowed');
  assert.deepEqual(server.hits, []);
});

test('public addresses pass the save-time check (the guard is not refusing everything)', async () => {
  for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    assert.equal(classifyAddress(ip).public, true, ip);
  }
  const checked = await checkDestinationUrl('https://8.8.8.8/hook');
  assert.deepEqual(checked.addresses.map((a) => a.address), ['8.8.8.8']);
  const lookup = scriptedLookup([PUBLIC, '2606:4700::6810:84e5']);
  const named = await checkDestinationUrl('https://hooks.example.test/in', { lookup });
  assert.equal(named.hostname, 'hooks.example.test');
  assert.deepEqual(lookup.calls, ['hooks.example.test']);
});

test('a host name is refused when its resolver answers a private address, or public AND private', async () => {
  const toLoopback = scriptedLookup(['127.0.0.1']);
  await rejectsWith(checkDestinationUrl('http://evil.test/', { lookup: toLoopback }), 'destination_not_allowed', /evil\.test resolves to 127\.0\.0\.1/);
  await rejectsWith(guardedFetch(`http://evil.test:${server.port}/`, {}, { lookup: toLoopback }), 'destination_not_allowed');
  for (const answer of [[PUBLIC, '10.1.2.3'], ['192.168.0.7', PUBLIC], [PUBLIC, '::ffff:169.254.169.254']]) {
    await rejectsWith(checkDestinationUrl('http://mixed.test/', { lookup: scriptedLookup(answer) }), 'destination_not_allowed');
  }
  await rejectsWith(checkDestinationUrl('http://empty.test/', { lookup: scriptedLookup([]) }), 'host_not_found');
  await rejectsWith(checkDestinationUrl('http://nowhere.invalid/', { lookup: () => Promise.reject(new Error('ENOTFOUND')) }), 'host_not_found');
  assert.deepEqual(server.hits, []);
});

test('invalid URLs: not http(s), credentials, not absolute', async () => {
  for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://127.0.0.1/', '/relative', 'not a url', 'http://user:pw@example.com/', 'https://token@example.com/']) {
    await rejectsWith(checkDestinationUrl(url), 'invalid_url');
    await rejectsWith(guardedFetch(url), 'invalid_url');
  }
});

test('allowPrivate lets loopback through: request, headers and body arrive, address reported', async () => {
  const echo = await startServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => res.writeHead(201, { 'x-echo': `${req.method} ${req.headers['x-test']} ${req.headers.host}` }).end(body));
  });
  try {
    const res = await guardedFetch(`http://localhost:${echo.port}/in?a=1`, { method: 'post', headers: { 'x-test': 'yes' }, body: 'caf\u00e9' }, { allowPrivate: true });
    assert.equal(res.status, 201);
    assert.equal(res.body, 'caf\u00e9');
    assert.equal(res.headers['x-echo'], `POST yes localhost:${echo.port}`);
    assert.equal(res.truncated, false);
    assert.match(res.address, /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    assert.ok(res.timing.totalMs >= res.timing.lookupMs);
    assert.deepEqual(echo.hits, ['/in?a=1']);
    const viaDecimal = await guardedFetch(`http://2130706433:${echo.port}/d`, {}, { allowPrivate: true });
    assert.equal(viaDecimal.address, '127.0.0.1');
    await rejectsWith(checkDestinationUrl('http://224.0.0.1/', { allowPrivate: true }), 'destination_not_allowed');
    await rejectsWith(checkDestinationUrl('http://0.0.0.0/', { allowPrivate: true }), 'destination_not_allowed');
  } finally {
    await echo.close();
  }
});

test('allowPrivate: IPv6 loopback', { skip: !(await ipv6LoopbackAvailable()) && 'no ::1 on this machine' }, async () => {
  const v6 = await startServer((_req, res) => res.end('six'), { host: '::1' });
  try {
    const res = await guardedFetch(`http://[::1]:${v6.port}/`, {}, { allowPrivate: true });
    assert.equal(res.body, 'six');
    assert.equal(res.address, '::1');
  } finally {
    await v6.close();
  }
});

test('redirects are returned, never followed', async () => {
  const target = `http://127.0.0.1:${server.port}/secret`;
  const redirector = await startServer((_req, res) => res.writeHead(302, { location: target }).end());
  try {
    const res = await guardedFetch(`http://127.0.0.1:${redirector.port}/start`, {}, { allowPrivate: true });
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, target);
    assert.deepEqual(redirector.hits, ['/start']);
    assert.ok(!server.hits.includes('/secret'), 'the redirect target was contacted');
  } finally {
    await redirector.close();
  }
});

test('a body over the cap is truncated (flagged) or refused, and the rest is not read', async () => {
  const big = await startServer((req, res) => {
    const size = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('size'));
    if (req.url?.startsWith('/endless')) res.write(Buffer.alloc(size, 'b')); // and never end
    else res.end(Buffer.alloc(size, 'a'));
  });
  try {
    const url = (size: number) => `http://127.0.0.1:${big.port}/?size=${size}`;
    const cut = await guardedFetch(url(100_000), {}, { allowPrivate: true, maxBytes: 1000 });
    assert.equal(cut.truncated, true);
    assert.equal(cut.body, 'a'.repeat(1000));
    const exact = await guardedFetch(url(1000), {}, { allowPrivate: true, maxBytes: 1000 });
    assert.equal(exact.truncated, false);
    assert.equal(exact.body.length, 1000);
    const overDefault = await guardedFetch(url(1024 * 1024 + 1), {}, { allowPrivate: true });
    assert.equal(overDefault.truncated, true);
    assert.equal(overDefault.body.length, 1024 * 1024);
    await rejectsWith(guardedFetch(url(5000), {}, { allowPrivate: true, maxBytes: 1000, onTooLarge: 'error' }), 'response_too_large');
    // Reading stops at the cap: a body that never ends still gives a (truncated) answer, not a timeout.
    const endless = await guardedFetch(`http://127.0.0.1:${big.port}/endless?size=2000`, {}, { allowPrivate: true, maxBytes: 1000, timeoutMs: 3000 });
    assert.equal(endless.truncated, true);
    assert.equal(endless.body, 'b'.repeat(1000));
  } finally {
    await big.close();
  }
});

test('a server that never answers (or never finishes the body) times out; the caller can abort', async () => {
  const silent = await startServer((req, res) => {
    if (req.url === '/half') res.writeHead(200).write('partial'); // and never end
  });
  try {
    for (const path of ['/never', '/half']) {
      const started = Date.now();
      await rejectsWith(guardedFetch(`http://127.0.0.1:${silent.port}${path}`, {}, { allowPrivate: true, timeoutMs: 300 }), 'timeout');
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 250 && elapsed < 5000, `took ${elapsed} ms`);
    }
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await rejectsWith(guardedFetch(`http://127.0.0.1:${silent.port}/never`, {}, { allowPrivate: true, signal: controller.signal }), 'aborted');
  } finally {
    await silent.close();
  }
});

test('connection refused is connection_failed', async () => {
  const port = await closedPort();
  await rejectsWith(guardedFetch(`http://127.0.0.1:${port}/`, {}, { allowPrivate: true, timeoutMs: 5000 }), 'connection_failed');
});

test('DNS rebinding: an address approved at save time is re-checked at send time and never connected to', async () => {
  const lookup = scriptedLookup([PUBLIC], ['127.0.0.1']);
  const url = `http://rebind.test:${server.port}/rebound`;
  await checkDestinationUrl(url, { lookup }); // the save-time answer is public: accepted
  await rejectsWith(guardedFetch(url, {}, { lookup }), 'destination_not_allowed', /127\.0\.0\.1/);
  assert.equal(lookup.calls.length, 2);
  assert.ok(!server.hits.includes('/rebound'));
});

test('DNS rebinding: one send resolves once and connects to the address it checked', async () => {
  // Second answer 127.0.0.2: nothing listens there, so a connect-time re-resolution would fail.
  const lookup = scriptedLookup(['127.0.0.1'], ['127.0.0.2']);
  const res = await guardedFetch(`http://pinned.test:${server.port}/pinned`, {}, { lookup, allowPrivate: true });
  assert.equal(res.status, 200);
  assert.equal(res.address, '127.0.0.1');
  assert.deepEqual(lookup.calls, ['pinned.test']);
  assert.ok(server.hits.includes('/pinned'));
});

test('HTTPS to a pinned address keeps SNI and certificate validation for the host name', async () => {
  const pems = await generate([{ name: 'commonName', value: 'hooks.test' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'hooks.test' }] }],
  });
  const tls = await startServer((req, res) => res.end(`tls ${req.headers.host}`), { tls: { key: pems.private, cert: pems.cert } });
  try {
    const opts = { allowPrivate: true, lookup: scriptedLookup(['127.0.0.1']) };
    const ok = await guardedFetch(`https://hooks.test:${tls.port}/`, {}, { ...opts, ca: pems.cert });
    assert.equal(ok.body, `tls hooks.test:${tls.port}`);
    await rejectsWith(guardedFetch(`https://hooks.test:${tls.port}/`, {}, opts), 'tls_failed'); // untrusted
    const other = { allowPrivate: true, lookup: scriptedLookup(['127.0.0.1']), ca: pems.cert };
    await rejectsWith(guardedFetch(`https://other.test:${tls.port}/`, {}, other), 'tls_failed', /other\.test/); // wrong name
  } finally {
    await tls.close();
  }
});
