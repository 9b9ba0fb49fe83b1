// C2: auth_url is an address of Baton, `<public url>/oauth/authorize/<opaque token>`, valid until
// the consent timeout. Only the token's hash is stored, so a database dump hands out no links.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomBase62 } from '../../lib/random.ts';
import type { Database, TaskRow } from '../../store/schema.ts';
import type { ConsentLink } from '../../engine/connections.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createConsentLink(
  db: Kysely<Database>,
  options: { publicUrl: string; now: Date; timeoutSeconds: number },
  request: { task: TaskRow; service: string; scopes: string[] },
): Promise<ConsentLink> {
  const token = randomBase62(43);
  const expiresAt = new Date(options.now.getTime() + options.timeoutSeconds * 1000).toISOString();
  await db
    .insertInto('consent_requests')
    .values({
      token_hash: hashToken(token),
      account_id: request.task.account_id,
      environment: request.task.environment,
      user_id: request.task.user_id!,
      service: request.service,
      scopes_json: JSON.stringify(request.scopes),
      task_id: request.task.id,
      status: 'pending',
      oauth_state_hash: null,
      code_verifier_sealed: null,
      created_at: options.now.toISOString(),
      expires_at: expiresAt,
      completed_at: null,
    })
    .execute();
  return { url: `${options.publicUrl}/oauth/authorize/${token}`, expiresAt };
}
