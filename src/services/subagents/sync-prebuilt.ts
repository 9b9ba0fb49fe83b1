// Prebuilt subagents ship as data (src/tools/prebuilt-subagents.ts) and are written to storage at
// start, so listing and pagination treat them like any other row. created_at is kept across starts.
import { isoNow } from '../../lib/clock.ts';
import { prebuiltSubagents } from '../../tools/prebuilt-subagents.ts';
import type { ServiceContext } from '../context.ts';
import { prebuiltAccount } from './find-subagent.ts';
import { selectSubagentTools } from './tool-selection.ts';

export async function syncPrebuiltSubagents(ctx: ServiceContext): Promise<void> {
  const now = isoNow(ctx.clock);
  for (const prebuilt of prebuiltSubagents) {
    const selection = selectSubagentTools(prebuilt.prompt);
    await ctx.db
      .insertInto('subagents')
      .values({
        account_id: prebuiltAccount,
        name: prebuilt.name,
        type: 'prebuilt',
        prompt: prebuilt.prompt,
        ...selection,
        status: 'deployed',
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .onConflict((oc) => oc.columns(['account_id', 'name']).doUpdateSet({ prompt: prebuilt.prompt, ...selection, status: 'deployed', deleted_at: null }))
      .execute();
  }
}
