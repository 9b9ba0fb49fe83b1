import { generateApiKey, hashApiKey, keyHint, type Environment } from '../../lib/api-key.ts';
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import { newId } from '../../lib/random.ts';
import { getAccount } from '../accounts/get-account.ts';
import type { ServiceContext } from '../context.ts';
import { keyView, type KeyView } from './key-view.ts';

/** Creates a key; the plaintext is returned here once and never stored. */
export async function createKey(ctx: ServiceContext, accountId: string, environment: string): Promise<KeyView & { key: string }> {
  if (environment !== 'test' && environment !== 'live') {
    throw new ServiceError('validation_failed', 'environment must be test or live', { param: 'env' });
  }
  await getAccount(ctx, accountId);
  const key = generateApiKey(environment as Environment);
  const row = {
    id: newId('key'),
    account_id: accountId,
    environment: environment as Environment,
    key_hash: hashApiKey(key),
    key_hint: keyHint(key),
    created_at: isoNow(ctx.clock),
    revoked_at: null,
    last_used_at: null,
  };
  await ctx.db.insertInto('api_keys').values(row).execute();
  return { ...keyView(row), key };
}
