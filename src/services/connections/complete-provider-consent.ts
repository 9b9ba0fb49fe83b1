// The provider's redirect back (C2). The `state` names the consent request (by hash) and is
// claimed before anything else, so a replayed or forged callback finds nothing. The callback is
// validated before the code is exchanged (completeAuthorization), and the request is closed in
// the transaction that stores the grant. A provider failure leaves the task waiting: the user may
// open auth_url again until the consent timeout (K6).
import { ServiceError } from '../../lib/errors.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { completeAuthorization, OAuthFlowError, type OAuthTokens } from '../../oauth/client/index.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ConsentRequestRow } from '../../store/schema.ts';
import { assertAccountActive } from '../accounts/account-status.ts';
import type { ServiceContext } from '../context.ts';
import { withDb } from '../context.ts';
import { hashToken } from './consent-link.ts';
import { closeConsentRequest, consentKey, requestedScopes } from './consent-request.ts';
import type { ConsentOutcome } from './decide-sandbox-consent.ts';
import { denyConnection, grantConnection } from './grant-connection.ts';
import { oauthHttp, redirectUri, requireLiveProvider, serviceName } from './provider-client.ts';
import { openVerifier } from './verifier-seal.ts';

const invalid = () => new ServiceError('oauth_callback_invalid', 'This sign-in response is not valid or was already used. Open the authorization link from the application again.');

/** Finds the request by its state and takes the state away from it, in one guarded update. */
async function claimState(ctx: ServiceContext, service: string, state: string): Promise<ConsentRequestRow> {
  const stateHash = hashToken(state);
  const row = await ctx.db.selectFrom('consent_requests').selectAll().where('oauth_state_hash', '=', stateHash).executeTakeFirst();
  if (!row || row.service !== service || row.status !== 'started' || row.environment !== 'live') throw invalid();
  await assertAccountActive(ctx.db, row.account_id);
  const claimed = await ctx.db
    .updateTable('consent_requests')
    .set({ oauth_state_hash: null })
    .where('token_hash', '=', row.token_hash)
    .where('oauth_state_hash', '=', stateHash)
    .where('status', '=', 'started')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
  if (Date.parse(row.expires_at) <= ctx.clock.now().getTime()) {
    throw new ServiceError('consent_link_expired', 'This authorization link has expired. Ask the application for a new one.');
  }
  return row;
}

/** The PKCE verifier kept for this flow; an altered one ends the flow like a forged callback. */
function openSealedVerifier(ctx: ServiceContext, row: ConsentRequestRow): string {
  try {
    if (row.code_verifier_sealed) return openVerifier(ctx.keyRing, row.token_hash, row.code_verifier_sealed);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
  }
  throw invalid();
}

function callbackFailure(service: string, error: OAuthFlowError): ServiceError {
  switch (error.code) {
    case 'state_mismatch':
    case 'invalid_callback':
      return invalid();
    case 'authorization_error':
      return new ServiceError('oauth_callback_invalid', `${serviceName(service)} refused the authorization request (${error.oauthError ?? 'error'}). Open the authorization link again, or ask the application for help.`);
    default:
      return new ServiceError('provider_error', `${serviceName(service)} could not complete the sign-in right now. Open the authorization link again in a moment.`, { cause: error });
  }
}

export async function completeProviderConsent(ctx: ServiceContext, providers: Providers, service: string, callbackUrl: URL): Promise<ConsentOutcome> {
  const states = callbackUrl.searchParams.getAll('state');
  if (states.length !== 1 || !states[0]) throw invalid();
  const row = await claimState(ctx, service, states[0]);
  const provider = await requireLiveProvider(ctx, providers, row.account_id, service);
  const codeVerifier = openSealedVerifier(ctx, row);
  let tokens: OAuthTokens | undefined;
  try {
    tokens = await completeAuthorization({
      ...oauthHttp(ctx, provider),
      endpoints: provider.endpoints,
      client: provider.client,
      redirectUri: redirectUri(ctx, service),
      callbackUrl,
      expectedState: states[0],
      codeVerifier,
      requestedScopes: requestedScopes(row),
    });
  } catch (error) {
    if (!(error instanceof OAuthFlowError)) throw error;
    if (error.code !== 'consent_denied') throw callbackFailure(service, error);
  }
  const granted = tokens;
  const base = { service, serviceName: serviceName(service) };
  return inTransaction(ctx.db, async (db) => {
    const tx = withDb(ctx, db);
    const now = ctx.clock.now();
    if (!granted) {
      await closeConsentRequest(db, row, 'denied', now);
      if (row.task_id) await denyConnection(tx, consentKey(row), row.task_id);
      return { outcome: 'denied' as const, ...base, resumed: [] };
    }
    await closeConsentRequest(db, row, 'approved', now);
    const grant = { scopes: granted.scopes, accessToken: granted.accessToken, refreshToken: granted.refreshToken, expiresAt: granted.expiresAt };
    const { resumed } = await grantConnection(tx, consentKey(row), grant, { resumeTaskId: row.task_id });
    return { outcome: 'approved' as const, ...base, resumed };
  });
}
