// The public shape of an account, for the CLI and the admin API.
import type { Account } from '../../store/schema.ts';

export function accountView(account: Account) {
  return {
    id: account.id,
    name: account.name,
    plan: account.plan,
    rpm_limit: account.rpm_limit,
    concurrency_limit: account.concurrency_limit,
    status: account.status,
    created_at: account.created_at,
    updated_at: account.updated_at,
  };
}

export type AccountView = ReturnType<typeof accountView>;
