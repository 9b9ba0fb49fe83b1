// PostgreSQL text cannot hold U+0000, so a NUL in a path id, query value or body string would reach
// the database as an error (a 500). It is refused up front, on both stores alike, naming the field.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';

/** The dotted path of the first key or string holding U+0000; iterative, so any depth is safe. */
export function nulPath(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return at;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const where = at ? `${at}.${key}` : key;
        if (key.includes('\0')) return where;
        pending.push([child, where]);
      }
    }
  }
  return undefined;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // A JSON body can only carry NUL escaped; skip the walk when its text has no escape at all.
    const bodyMayHaveNul = request.rawBody === undefined || request.rawBody.includes('\\u0000');
    const param = nulPath(request.params) ?? nulPath(request.query) ?? (bodyMayHaveNul ? nulPath(request.body) : undefined);
    if (param === undefined) return done();
    done(new ServiceError('invalid_request', `The ${param || 'body'} must not contain the character U+0000`, { param: param || 'body' }));
  });
}
