// The web-page tool's window on the internet: every fetch goes through the egress guard (E7),
// and its typed refusals become tool errors the task can report.
import { guardedFetch, isEgressError } from '../lib/egress/index.ts';
import { ToolError } from '../tools/tool-error.ts';
import type { LiveApi } from '../tools/types.ts';

export function createPublicFetch(options: { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number }): LiveApi['fetchPublic'] {
  return async (url) => {
    try {
      const res = await guardedFetch(url, { method: 'GET', headers: { accept: 'text/html, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'Baton-WebPage/1' } }, {
        allowPrivate: options.allowPrivate,
        timeoutMs: options.timeoutMs ?? 15_000,
        maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
      });
      return { url: res.url, status: res.status, contentType: res.headers['content-type'] ?? '', body: res.body };
    } catch (error) {
      if (!isEgressError(error)) throw error;
      if (error.code === 'timeout' || error.code === 'connection_failed' || error.code === 'host_not_found') {
        throw new ToolError('service_unavailable', `Could not fetch ${url}: ${error.message}`, { cause: error });
      }
      throw new ToolError('invalid_input', `Cannot fetch ${url}: ${error.message}`, { cause: error });
    }
  };
}
