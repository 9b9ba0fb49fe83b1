// Runs a tool's sandbox implementation against the end user's stored sandbox state for its service
// (per account, user and service), seeding it on first use. Load, run and save happen in one
// transaction, with the row locked on PostgreSQL, so concurrent calls never lose each other's writes.
import type { Kysely } from 'kysely';
import { newId } from '../lib/random.ts';
import type { Clock } from '../lib/clock.ts';
import { isPostgres } from '../store/dialect.ts';
import { inTransaction } from '../store/open-store.ts';
import type { Database } from '../store/schema.ts';
import type { ServiceDef, ToolDef } from '../tools/types.ts';

interface Scope {
  accountId: string;
  userId: string;
  service: string;
}

async function lockedState(db: Kysely<Database>, scope: Scope): Promise<string | undefined> {
  let query = db
    .selectFrom('sandbox_states')
    .select('state_json')
    .where('account_id', '=', scope.accountId)
    .where('user_id', '=', scope.userId)
    .where('service', '=', scope.service);
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.executeTakeFirst())?.state_json;
}

export async function runSandboxTool(db: Kysely<Database>, clock: Clock, owner: { accountId: string; userId: string | null }, service: ServiceDef, tool: ToolDef, input: Record<string, unknown>): Promise<unknown> {
  const scope = { accountId: owner.accountId, userId: owner.userId ?? '', service: service.id };
  // Stateless calls were serialized per account on one locked row for nothing (issue 15).
  if (service.sandboxStateless) return tool.sandbox(structuredClone(input), { state: {}, now: () => clock.now(), newId, userId: scope.userId });
  return inTransaction(db, async (trx) => {
    let stored = await lockedState(trx, scope);
    if (stored === undefined) {
      // First use: seed, then lock the row like any other (another node may have seeded it first).
      const seed = JSON.stringify(service.sandboxSeed(scope.userId));
      await trx
        .insertInto('sandbox_states')
        .values({ account_id: scope.accountId, user_id: scope.userId, service: scope.service, state_json: seed, updated_at: clock.now().toISOString() })
        .onConflict((oc) => oc.columns(['account_id', 'user_id', 'service']).doNothing())
        .execute();
      stored = (await lockedState(trx, scope))!;
    }
    const state = JSON.parse(stored) as Record<string, unknown>;
    const output = await tool.sandbox(structuredClone(input), { state, now: () => clock.now(), newId, userId: scope.userId });
    await trx
      .updateTable('sandbox_states')
      .set({ state_json: JSON.stringify(state), updated_at: clock.now().toISOString() })
      .where('account_id', '=', scope.accountId)
      .where('user_id', '=', scope.userId)
      .where('service', '=', scope.service)
      .execute();
    return output;
  });
}
