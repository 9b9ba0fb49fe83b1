// baton tools register|list|show|refresh|delete: an account's custom tool sources (docs/tools.md),
// through the same verbs as /v1/tools. `register --file` takes a definition as the API does (JSON).
import { readFileSync } from 'node:fs';
import { getAccount } from '../../services/accounts/get-account.ts';
import type { AccountContext, ServiceContext } from '../../services/context.ts';
import { deleteSource, prepareRefresh, saveChangedSource } from '../../services/tools/change-source.ts';
import { getSource, listSources } from '../../services/tools/find-source.ts';
import { prepareSource } from '../../services/tools/prepare-source.ts';
import { registerSource } from '../../services/tools/register-source.ts';
import { inTransaction } from '../../store/open-store.ts';
import { optionalInteger, parseFlags, requirePositional, requireString } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

const usage = 'usage: baton tools register --account ID --file def.json | list --account ID | show|refresh|delete NAME --account ID';

type Source = Awaited<ReturnType<typeof getSource>>;
const summary = (s: Source) => `${s.id}  ${s.kind.padEnd(7)}  ${String(s.tools.length).padStart(3)} tools  auth ${s.auth.type}  ${s.updated_at}`;
const detail = (s: Source) => [summary(s), s.description, ...s.tools.map((t) => `  ${t.name}: ${t.description}`)].join('\n');

/** The verbs act for an account; the CLI names it with --account (the environment does not matter to them). */
async function asAccount(ctx: ServiceContext, accountId: string): Promise<AccountContext> {
  return { ...ctx, account: await getAccount(ctx, accountId), environment: 'live' };
}

function readDefinition(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--file ${file}: ${(error as Error).message}`);
  }
}

export async function toolsCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  const { flags, positionals } = parseFlags(rest, { account: { type: 'string' }, file: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' } });
  const run = <T>(fn: (ctx: AccountContext) => Promise<T>) => withRuntime(async (ctx) => fn(await asAccount(ctx, requireString(flags, 'account'))));
  switch (sub) {
    case 'register': {
      const definition = readDefinition(requireString(flags, 'file'));
      const source = await run(async (ctx) => {
        const prepared = await prepareSource(ctx, definition);
        return inTransaction(ctx.db, (db) => registerSource({ ...ctx, db }, prepared));
      });
      return out.result(source, `Registered ${source.id} (${source.kind}) with ${source.tools.length} tools:\n${detail(source)}`);
    }
    case 'list': {
      const page = await run((ctx) => listSources(ctx, { limit: optionalInteger(flags, 'limit'), offset: optionalInteger(flags, 'offset') }));
      return out.result(page, page.data.map(summary).join('\n') + (page.has_more ? '\n(more: use --offset)' : '') || 'No tool sources');
    }
    case 'show': {
      const source = await run((ctx) => getSource(ctx, requirePositional(positionals, 0, 'source name')));
      return out.result(source, detail(source));
    }
    case 'refresh': {
      const name = requirePositional(positionals, 0, 'source name');
      const source = await run(async (ctx) => {
        const prepared = await prepareRefresh(ctx, name);
        return inTransaction(ctx.db, (db) => saveChangedSource({ ...ctx, db }, prepared));
      });
      return out.result(source, `Refreshed ${source.id}: ${source.tools.length} tools\n${detail(source)}`);
    }
    case 'delete': {
      const deleted = await run((ctx) => deleteSource(ctx, requirePositional(positionals, 0, 'source name')));
      return out.result(deleted, `Deleted ${deleted.id} at ${deleted.deleted_at}`);
    }
    default:
      throw new UsageError(usage);
  }
}
