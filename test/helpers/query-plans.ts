// The SQLite plans of the statements a piece of code sends: each statement recorded on its way
// out, then explained on the suite's second connection (EXPLAIN QUERY PLAN details).
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { Store } from '../../src/store/open-store.ts';
import type { EmbeddedStore } from './embedded-store.ts';

export type Plan = { sql: string; plan: string[] };

export async function plansOf(embedded: EmbeddedStore, run: (db: Store['db']) => Promise<unknown>): Promise<Plan[]> {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
  await run(embedded.store.db.withPlugin(recorder));
  return nodes.map((node) => {
    const { sql, parameters } = embedded.store.db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const plan = embedded.outside.prepare(`explain query plan ${sql}`).all(...(parameters as never[])).map((row) => String(row.detail));
    return { sql, plan };
  });
}

/** The plan lines that read the tasks table. */
export const tasksRead = (plans: Plan[]) => plans.flatMap((p) => p.plan).filter((line) => / tasks( |$)/.test(line));
