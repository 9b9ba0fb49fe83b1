// The service context of a signed-in dashboard user: the same AccountContext the API's verbs take.
// The dashboard creates no tasks, so the environment (which only decides a new task's) is nominal.
import type { AccountContext, ServiceContext } from '../../services/context.ts';
import type { DashboardSession } from '../../services/dashboard-users/sessions.ts';

export function dashboardContext(ctx: ServiceContext, session: DashboardSession): AccountContext {
  return { ...ctx, account: session.account, environment: 'test' };
}
