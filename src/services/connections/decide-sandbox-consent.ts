// C3: a test-environment consent link is decided on Baton's own page. Approve stores sandbox tokens
// (random, sealed like real ones, never sent anywhere) and resumes the task; deny fails it
// consent_denied. The decision and the grant commit together, so a link decides once.
import { ServiceError } from '../../lib/errors.ts';
import { randomBase62 } from '../../lib/random.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ServiceContext } from '../context.ts';
import { withDb } from '../context.ts';
import { closeConsentRequest, consentKey, requestedScopes, usableConsentRequest } from './consent-request.ts';
import { denyConnection, grantConnection } from './grant-connection.ts';
import { serviceName } from './provider-client.ts';

export type ConsentDecision = 'approve' | 'deny';

export interface ConsentOutcome {
  outcome: 'approved' | 'denied';
  service: string;
  serviceName: string;
  /** Tasks that went back to running (or pending) because of this decision. */
  resumed: string[];
}

export function parseDecision(value: unknown): ConsentDecision {
  if (value === 'approve' || value === 'deny') return value;
  throw new ServiceError('invalid_request', 'The field decision must be "approve" or "deny"', { param: 'decision' });
}

export async function decideSandboxConsent(ctx: ServiceContext, token: string, decisionValue: unknown): Promise<ConsentOutcome> {
  const decision = parseDecision(decisionValue);
  return inTransaction(ctx.db, async (db) => {
    const tx = withDb(ctx, db);
    const now = ctx.clock.now();
    const row = await usableConsentRequest(db, token, now);
    if (row.environment !== 'test') {
      throw new ServiceError('invalid_request', `This link connects a live ${serviceName(row.service)} account: open it in a browser to sign in there`);
    }
    const key = consentKey(row);
    const base = { service: row.service, serviceName: serviceName(row.service) };
    if (decision === 'deny') {
      await closeConsentRequest(db, row, 'denied', now);
      if (row.task_id) await denyConnection(tx, key, row.task_id);
      return { outcome: 'denied', ...base, resumed: [] };
    }
    await closeConsentRequest(db, row, 'approved', now);
    const grant = { scopes: requestedScopes(row), accessToken: `sbx_at_${randomBase62(40)}`, refreshToken: `sbx_rt_${randomBase62(40)}` };
    const { resumed } = await grantConnection(tx, key, grant, { resumeTaskId: row.task_id });
    return { outcome: 'approved', ...base, resumed };
  });
}
