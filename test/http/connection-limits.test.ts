// Issue 12 item 4, through the real server: a request whose headers or body trickle in is cut off
// at its deadline (with or without a key), a connection that never speaks is closed, and
// connections beyond BATON_MAX_CONNECTIONS are refused, all as configuration.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import tls from 'node:tls';
import { startBaton, type Baton } from '../helpers/baton.ts';

interface Probe {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
  received: string;
}

/** Opens a connection, writes `first`, then `drip` every `everyMs` until the server closes it. */
function probe(baton: Baton, options: { tlsHandshake?: boolean; first?: string; drip?: string; everyMs?: number; giveUpMs?: number }): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: net.Socket = options.tlsHandshake === false
      ? net.connect(baton.port, '127.0.0.1')
      : tls.connect({ port: baton.port, host: '127.0.0.1', ca: baton.ca, servername: 'localhost' });
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${options.giveUpMs ?? 15_000} ms; received ${JSON.stringify(received)}`));
    }, options.giveUpMs ?? 15_000);
    socket.on(options.tlsHandshake === false ? 'connect' : 'secureConnect', () => {
      if (options.first) socket.write(options.first);
      if (options.drip) timer = setInterval(() => socket.writable && socket.write(options.drip!), options.everyMs ?? 300);
    });
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

function envelopeOf(received: string) {
  const [head, body] = received.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('request deadlines and the connection limit', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton({ env: { BATON_REQUEST_TIMEOUT_MS: '2000', BATON_HEADERS_TIMEOUT_MS: '1000', BATON_MAX_CONNECTIONS: '6' } });
  });
  after(() => baton.stop());

  it('cuts off a body sent one byte at a time at the request deadline, with a key or to a page needing none: 408 request_timeout', async () => {
    const requests = [
      `POST /v1/tasks HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${baton.key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      'POST /oauth/authorize/some-token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nd',
    ];
    for (const head of requests) {
      const result = await probe(baton, { first: head, drip: ' ', everyMs: 300 });
      assert.ok(result.closedAfterMs >= 1900 && result.closedAfterMs < 5000, `closed after ${result.closedAfterMs} ms`);
      const answer = envelopeOf(result.received);
      assert.equal(answer.status, 408, result.received);
      assert.equal(answer.body.error.code, 'request_timeout');
      assert.match(answer.body.error.request_id, /^req_/);
    }
  });

  it('cuts off headers sent one byte at a time (over TLS or as plain HTTP), and a connection that never sends anything, at the headers deadline', async () => {
    const slow = await probe(baton, { first: 'GET /healthz HTTP/1.1\r\nX-Slow: ', drip: 'a', everyMs: 200 });
    assert.ok(slow.closedAfterMs < 3500, `closed after ${slow.closedAfterMs} ms`);
    assert.equal(envelopeOf(slow.received).status, 408);
    const silent = await probe(baton, {});
    assert.ok(silent.closedAfterMs < 3500, `closed after ${silent.closedAfterMs} ms`);
    const noHandshake = await probe(baton, { tlsHandshake: false });
    assert.ok(noHandshake.closedAfterMs < 3500, `closed after ${noHandshake.closedAfterMs} ms`);
    const plainTrickle = await probe(baton, { tlsHandshake: false, first: 'GET /healthz HTTP/1.1\r\nX-Slow: ', drip: 'a', everyMs: 200 });
    assert.ok(plainTrickle.closedAfterMs < 3500, `plain HTTP closed after ${plainTrickle.closedAfterMs} ms`);
  });

  it('refuses connections beyond BATON_MAX_CONNECTIONS and serves again once they are gone', async () => {
    const held: tls.TLSSocket[] = [];
    try {
      // The test client's keep-alive pool may hold sockets too: close it first.
      baton.client.close();
      for (let i = 0; i < 6; i++) {
        held.push(await new Promise<tls.TLSSocket>((resolve, reject) => {
          const socket = tls.connect({ port: baton.port, host: '127.0.0.1', ca: baton.ca, servername: 'localhost' }, () => resolve(socket));
          socket.on('error', reject);
        }));
      }
      const refused = await probe(baton, { tlsHandshake: false, giveUpMs: 3000 });
      assert.ok(refused.closedAfterMs < 500, `closed after ${refused.closedAfterMs} ms`);
      assert.equal(refused.received, '');
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await fetchHealth(baton);
    assert.equal(health, 200);
  });
});

function fetchHealth(baton: Baton): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ port: baton.port, host: '127.0.0.1', ca: baton.ca, servername: 'localhost' }, () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(received.split(' ')[1])));
  });
}
