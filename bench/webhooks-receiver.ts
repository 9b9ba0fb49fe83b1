// The benchmark's webhook receiver, in its own process so it does not share a core with the
// dispatcher: answers 200 at once and reports, over IPC, when each request (by webhook-id) arrived.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

type Command = { type: 'expect'; count: number } | { type: 'collect' };

const now = () => performance.timeOrigin + performance.now(); // epoch ms, comparable across processes
let arrivals: Array<[string, number]> = [];
let expected = Infinity;

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.push([String(req.headers['webhook-id']), now()]);
    res.writeHead(200).end();
    if (arrivals.length === expected) {
      expected = Infinity;
      process.send!({ type: 'reached' });
    }
  });
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => process.send!({ type: 'ready', port: (server.address() as AddressInfo).port }));

process.on('message', (command: Command) => {
  if (command.type === 'expect') {
    expected = command.count;
    if (arrivals.length >= expected) {
      expected = Infinity;
      process.send!({ type: 'reached' });
    }
  } else {
    process.send!({ type: 'arrivals', arrivals });
    arrivals = [];
  }
});
process.on('disconnect', () => server.close(() => process.exit(0)));
