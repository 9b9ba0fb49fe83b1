// A caller may send its own X-Request-Id (kept when it is short and plain); otherwise one is made.
import type { IncomingMessage } from 'node:http';
import { newId } from '../lib/random.ts';

const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptable.test(given) ? given : newId('req');
}
