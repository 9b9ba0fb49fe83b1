// The one piece of code every POST route runs through (K4). Without an Idempotency-Key the verb
// simply runs in a transaction. With one, the key is claimed first, and the stored response is
// written in the same transaction as the verb's own writes, so they commit or vanish together.
// A verb with a step that must run outside any transaction (a network call) passes it as
// `prepare`: it runs once the key is claimed, so a replay never repeats it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ServiceError } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyRing } from '../lib/secret-box.ts';
import { openResponse, sealResponse } from '../services/idempotency/response-seal.ts';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../store/idempotency-store.ts';
import { inTransaction } from '../store/open-store.ts';
import type { Database } from '../store/schema.ts';
import { errorEnvelope, statusByCode } from './error-status.ts';

export interface PostResult {
  status: number;
  body: unknown;
}

/** Validation failures and server errors are not remembered; everything else a verb decided is. */
function remembers(error: ServiceError): boolean {
  const status = statusByCode[error.code];
  return status < 500 && status !== 400 && status !== 422 && error.code !== 'idempotency_in_progress';
}

function send(reply: FastifyReply, status: number, body: string, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function createPostRunner(deps: { db: Kysely<Database>; clock: Clock; keyRing: KeyRing }) {
  return async function runPost<P = undefined>(
    request: FastifyRequest,
    reply: FastifyReply,
    execute: (db: Kysely<Database>, prepared: P) => Promise<PostResult>,
    prepare?: () => Promise<P>,
  ) {
    const prepareOnce = async () => (prepare ? prepare() : (undefined as P));
    const key = request.headers['idempotency-key'];
    if (key === undefined) {
      const prepared = await prepareOnce();
      const result = await inTransaction(deps.db, (trx) => execute(trx, prepared));
      return send(reply, result.status, JSON.stringify(result.body), false);
    }
    if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
      throw new ServiceError('invalid_request', 'Idempotency-Key must be 1 to 255 characters', { param: 'Idempotency-Key' });
    }
    const ref = { accountId: request.auth!.account.id, key };
    const fingerprint = createHash('sha256').update(`${request.method} ${request.url}\n${request.rawBody ?? ''}`).digest('hex');
    const claim = await claimIdempotencyKey(deps.db, { ...ref, fingerprint, now: deps.clock.now() });
    if (claim.kind === 'replay') return send(reply, claim.status, openResponse(deps.keyRing, ref, claim.body), true);
    try {
      const prepared = await prepareOnce();
      const { status, body } = await inTransaction(deps.db, async (trx) => {
        const result = await execute(trx, prepared);
        const serialized = JSON.stringify(result.body);
        await completeIdempotencyKey(trx, { ...ref, status: result.status, body: sealResponse(deps.keyRing, ref, serialized) });
        return { status: result.status, body: serialized };
      });
      return send(reply, status, body, false);
    } catch (error) {
      if (error instanceof ServiceError && remembers(error)) {
        const body = JSON.stringify(errorEnvelope(error.code, error.message, error.param, request.id));
        await completeIdempotencyKey(deps.db, { ...ref, status: statusByCode[error.code], body: sealResponse(deps.keyRing, ref, body) });
        return send(reply, statusByCode[error.code], body, false);
      }
      await releaseIdempotencyKey(deps.db, ref);
      throw error;
    }
  };
}

export type PostRunner = ReturnType<typeof createPostRunner>;
