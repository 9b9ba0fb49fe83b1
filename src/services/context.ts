// What every service verb receives: the store handle (possibly a transaction), time, and the key ring.
// Transports (HTTP, CLI, workers) build it; verbs never read configuration or globals themselves.
import type { Kysely } from 'kysely';
import type { Environment } from '../lib/api-key.ts';
import type { Clock } from '../lib/clock.ts';
import type { Notifier } from '../engine/notifier.ts';
import type { KeyRing } from '../lib/secret-box.ts';
import type { Account, Database } from '../store/schema.ts';

export interface ServiceContext {
  db: Kysely<Database>;
  clock: Clock;
  keyRing: KeyRing;
  /** BATON_ALLOW_PRIVATE_NETWORKS: lets webhook and tool destinations point at non-public addresses. */
  allowPrivateNetworks: boolean;
  /** Wakes workers and dispatchers after a write commits (in process, or NOTIFY on PostgreSQL). */
  notifier: Notifier;
  /** Public base URL end users reach (consent links, settings pages); known once the server listens. */
  site: { publicUrl: string };
  limits: {
    /** K8: a task running longer than this fails with timeout. */
    taskTimeoutSeconds: number;
    /** K6: a task waiting for consent longer than this fails with auth_consent_timeout. */
    consentTimeoutSeconds: number;
  };
}

/** A verb acting for an authenticated API caller. */
export interface AccountContext extends ServiceContext {
  account: Account;
  environment: Environment;
}

export function withDb<T extends ServiceContext>(ctx: T, db: Kysely<Database>): T {
  return { ...ctx, db };
}
