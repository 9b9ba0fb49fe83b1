// The public shape of an API key record: never the key itself, only its last characters.
import type { ApiKeyRow } from '../../store/schema.ts';

export function keyView(row: ApiKeyRow) {
  return {
    id: row.id,
    account: row.account_id,
    environment: row.environment,
    hint: `pk_${row.environment}_...${row.key_hint}`,
    status: row.revoked_at ? ('revoked' as const) : ('active' as const),
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    last_used_at: row.last_used_at,
  };
}

export type KeyView = ReturnType<typeof keyView>;
