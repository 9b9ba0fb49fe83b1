// The dashboard's prompt editor (D2): which tools a prompt would get, and why, before it is
// deployed or saved. The same prompt rule and the same selection as deploy and update, against
// the same catalog (the account's own, custom tool sources included); nothing is written.
import type { AccountContext } from '../context.ts';
import { assertPrompt } from '../shared/prompt-rules.ts';
import { accountCatalog } from '../tools/account-catalog.ts';
import { matchSubagentTools } from './tool-selection.ts';

export async function previewSubagentTools(ctx: AccountContext, prompt: string) {
  assertPrompt(prompt);
  const catalog = await accountCatalog(ctx, ctx.account.id);
  return matchSubagentTools(prompt, catalog).map((match) => {
    const tool = catalog.getTool(match.tool);
    const service = tool && catalog.getService(tool.service);
    return { ...match, description: tool?.description ?? '', needs_connection: service?.requiresConnection ?? false };
  });
}

export type ToolPreview = Awaited<ReturnType<typeof previewSubagentTools>>;
