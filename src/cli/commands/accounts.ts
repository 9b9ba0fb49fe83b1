// baton accounts create|list|set-plan|disable|enable
import { createAccount } from '../../services/accounts/create-account.ts';
import { listAccounts } from '../../services/accounts/list-accounts.ts';
import { setAccountPlan, setAccountStatus } from '../../services/accounts/update-account.ts';
import type { PlanChoice } from '../../services/accounts/plans.ts';
import { optionalInteger, parseFlags, requirePositional, requireString, type Flags } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

const planFlags = { plan: { type: 'string' }, rpm: { type: 'string' }, concurrency: { type: 'string' } } as const;

const meaning = { rpm: 'requests a minute', concurrency: 'tasks running at once' };

/** The plan flags as a choice; `--rpm` and `--concurrency` go with `--plan enterprise`, which needs both. */
function planChoice(flags: Flags, plan: string | undefined): PlanChoice {
  const choice = { plan, rpm: optionalInteger(flags, 'rpm'), concurrency: optionalInteger(flags, 'concurrency') };
  const missing = (['rpm', 'concurrency'] as const).filter((name) => choice[name] === undefined);
  if (plan === 'enterprise' && missing.length > 0) {
    throw new UsageError(`--plan enterprise needs ${missing.map((name) => `--${name} N (${meaning[name]})`).join(' and ')}`);
  }
  if (plan !== 'enterprise' && missing.length < 2) throw new UsageError('--rpm and --concurrency go with --plan enterprise');
  return choice;
}

export async function accountsCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create': {
      const { flags } = parseFlags(rest, { name: { type: 'string' }, ...planFlags });
      const input = { name: requireString(flags, 'name'), ...planChoice(flags, flags.plan as string | undefined) };
      const account = await withRuntime((ctx) => createAccount(ctx, input));
      return out.result(account, `Created account ${account.id} (${account.name}, ${account.plan})`);
    }
    case 'list': {
      parseFlags(rest, {});
      const accounts = await withRuntime((ctx) => listAccounts(ctx));
      const lines = accounts.map((a) => `${a.id}  ${a.status.padEnd(8)}  ${a.plan.padEnd(11)}  ${a.rpm_limit} rpm  ${a.concurrency_limit} concurrent  ${a.name}`);
      return out.result({ data: accounts }, lines.join('\n') || 'No accounts');
    }
    case 'set-plan': {
      const { flags, positionals } = parseFlags(rest, { account: { type: 'string' }, ...planFlags });
      const accountId = (flags.account as string | undefined) ?? requirePositional(positionals, 0, 'account id');
      const choice = planChoice(flags, requireString(flags, 'plan'));
      const account = await withRuntime((ctx) => setAccountPlan(ctx, accountId, choice));
      return out.result(account, `Account ${account.id} is now on ${account.plan} (${account.rpm_limit} rpm, ${account.concurrency_limit} concurrent)`);
    }
    case 'disable':
    case 'enable': {
      const { flags, positionals } = parseFlags(rest, { account: { type: 'string' } });
      const accountId = (flags.account as string | undefined) ?? requirePositional(positionals, 0, 'account id');
      const account = await withRuntime((ctx) => setAccountStatus(ctx, accountId, sub === 'disable' ? 'disabled' : 'active'));
      return out.result(account, `Account ${account.id} is ${account.status}`);
    }
    default:
      throw new UsageError('usage: baton accounts create|list|set-plan|disable|enable');
  }
}
