// baton users create|list|remove: the people who sign in to an account's dashboard (D1).
import { inviteDashboardUser, listDashboardUsers, removeDashboardUser } from '../../services/dashboard-users/manage-users.ts';
import { parseFlags, requirePositional, requireString } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

export async function usersCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create': {
      const { flags } = parseFlags(rest, { account: { type: 'string' }, email: { type: 'string' } });
      const user = await withRuntime((ctx) => inviteDashboardUser(ctx, requireString(flags, 'account'), requireString(flags, 'email')));
      return out.result(user, `Created dashboard user ${user.email}. This one-time link sets the password (until ${user.password_link.expires_at}):\n${user.password_link.url}`);
    }
    case 'list': {
      const { flags } = parseFlags(rest, { account: { type: 'string' } });
      const users = await withRuntime((ctx) => listDashboardUsers(ctx, requireString(flags, 'account')));
      return out.result({ data: users }, users.map((u) => `${u.id}  ${u.status.padEnd(7)}  ${u.email ?? '(owner, e-mail not set yet)'}`).join('\n') || 'No dashboard users');
    }
    case 'remove': {
      const { flags, positionals } = parseFlags(rest, { account: { type: 'string' } });
      const user = await withRuntime((ctx) => removeDashboardUser(ctx, requireString(flags, 'account'), requirePositional(positionals, 0, 'user id')));
      return out.result(user, `Removed ${user.email ?? user.id}; their sessions are ended`);
    }
    default:
      throw new UsageError('usage: baton users create|list|remove');
  }
}
