// The dashboard's overview (D2): the account's tasks by status, tasks created per hour over the
// last 24 hours, and how much of the plan's concurrency is in use. Read-only; indexed counts.
import { sql } from 'kysely';
import { slotsInUse } from '../../engine/slots.ts';
import type { TaskStatus } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';

export const taskStatuses: TaskStatus[] = ['pending', 'running', 'waiting', 'complete', 'failed', 'cancelled'];
const hourMs = 3600 * 1000;

export async function taskOverview(ctx: AccountContext, hours = 24) {
  const now = ctx.clock.now().getTime();
  const firstHour = Math.floor(now / hourMs) * hourMs - (hours - 1) * hourMs;
  const byStatus = await ctx.db
    .selectFrom('tasks')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', ctx.account.id)
    .groupBy('status')
    .execute();
  // Timestamps are ISO text in both engines: the first 13 characters name the hour.
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const perHour = await ctx.db
    .selectFrom('tasks')
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', ctx.account.id)
    .where('created_at', '>=', new Date(firstHour).toISOString())
    .groupBy(hour)
    .execute();
  const counts = new Map(perHour.map((r) => [r.hour, Number(r.n)]));
  return {
    by_status: Object.fromEntries(taskStatuses.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.n ?? 0)])) as Record<TaskStatus, number>,
    per_hour: Array.from({ length: hours }, (_, i) => {
      const start = new Date(firstHour + i * hourMs).toISOString();
      return { hour: start, tasks: counts.get(start.slice(0, 13)) ?? 0 };
    }),
    concurrency: { running: await slotsInUse(ctx.db, ctx.account.id), limit: ctx.account.concurrency_limit },
    plan: { name: ctx.account.plan, rpm_limit: ctx.account.rpm_limit },
  };
}

export type TaskOverview = Awaited<ReturnType<typeof taskOverview>>;
