// Starts pending tasks whose turn came outside a hand-over (K1, ADR 0015): a task queued while a
// completion elsewhere was freeing a unit it could not yet see, a resume, a raised plan limit.
// Queueing writes notify baton_promote with the account id; the poll sweeps every account that
// has pending tasks and a free unit (a raised limit is found so), so nothing waits beyond a poll.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { promotePending, type EngineDeps } from './state-machine.ts';

export interface Promoter {
  sweep(): Promise<void>;
  stop(): void;
}

export function startPromoter(deps: EngineDeps & { logger: Logger }): Promoter {
  // One promotion per account at a time; a request meanwhile runs it once more afterwards.
  const again = new Map<string, boolean>();

  async function promote(accountId: string): Promise<void> {
    if (again.has(accountId)) {
      again.set(accountId, true);
      return;
    }
    again.set(accountId, false);
    try {
      do {
        again.set(accountId, false);
        await promotePending(deps, accountId);
      } while (again.get(accountId));
    } catch (error) {
      deps.logger.warn({ err: error, account: accountId }, 'starting pending tasks failed; retrying on the next poll');
    } finally {
      again.delete(accountId);
    }
  }

  async function sweep(): Promise<void> {
    const accounts = await deps.db
      .selectFrom('tasks')
      .select('account_id')
      .distinct()
      .where('status', '=', sql.lit('pending'))
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('account_slots').select(sql.lit(1).as('one')).whereRef('account_slots.account_id', '=', 'tasks.account_id').whereRef('used', '<', 'capacity')),
      )
      .limit(100)
      .execute();
    await Promise.all(accounts.map((a) => promote(a.account_id)));
  }

  const off = deps.notifier.on('baton_promote', (accountId) => {
    // An empty payload is the notifier's "you may have missed something" after a reconnect.
    const work = accountId ? promote(accountId) : sweep();
    work.catch((error) => deps.logger.warn({ err: error }, 'promotion sweep failed'));
  });
  return { sweep, stop: off };
}
