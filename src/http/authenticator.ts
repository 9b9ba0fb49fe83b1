// Authenticates /v1 requests. A key that authenticated is cached for 500 ms, so a revocation made
// on any node is honoured everywhere within a second (A2) while hot keys skip most storage reads.
// Nothing else is cached (a malformed header costs a checksum, an unknown key one indexed read),
// entries are keyed by the key itself, not the header, and the cache is bounded by bytes: no header
// a client sends, authenticated or not, can grow the process's memory.
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../services/context.ts';
import { authenticateKey, bearerKey, type Authenticated } from '../services/keys/authenticate.ts';

const cacheMs = 500;
const defaultMaxBytes = 4 * 1024 * 1024;

interface Entry {
  at: number;
  result: Authenticated;
  bytes: number;
}

/** An estimate of an entry's memory: its strings as UTF-16 plus a fixed overhead for the objects. */
function sizeOf(key: string, result: Authenticated): number {
  return 2 * (key.length + JSON.stringify(result).length) + 256;
}

export function createAuthenticator(ctx: ServiceContext, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? defaultMaxBytes;
  const cache = new Map<string, Entry>(); // insertion order: the first entry is the oldest
  let bytes = 0;

  function forget(key: string) {
    const old = cache.get(key);
    if (!old) return;
    cache.delete(key);
    bytes -= old.bytes;
  }

  function remember(key: string, entry: Entry) {
    forget(key);
    cache.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest] of cache) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const key = bearerKey(request.headers.authorization);
    const now = Date.now();
    let hit = cache.get(key);
    if (!hit || now - hit.at > cacheMs) {
      try {
        const result = await authenticateKey(ctx, key);
        hit = { at: now, result, bytes: sizeOf(key, result) };
      } catch (error) {
        forget(key); // revoked or disabled since it was cached
        throw error;
      }
      remember(key, hit);
    }
    request.auth = hit.result;
  }

  return Object.assign(authenticateRequest, { cachedBytes: () => bytes });
}
