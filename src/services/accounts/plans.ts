// Plans and their limits (decision L1). Enterprise limits are set per account.
import { ServiceError } from '../../lib/errors.ts';

export const planNames = ['prototyping', 'production', 'enterprise'] as const;
export type PlanName = (typeof planNames)[number];

const planLimits: Record<Exclude<PlanName, 'enterprise'>, { rpm: number; concurrency: number }> = {
  prototyping: { rpm: 100, concurrency: 10 },
  production: { rpm: 1000, concurrency: 100 },
};

export interface PlanChoice {
  plan?: string;
  rpm?: number;
  concurrency?: number;
}

/** Resolves a plan and its limits; custom limits belong to enterprise, which requires both. */
export function resolvePlan(choice: PlanChoice): { plan: PlanName; rpm: number; concurrency: number } {
  const plan = (choice.plan ?? 'prototyping') as PlanName;
  if (!planNames.includes(plan)) {
    throw new ServiceError('validation_failed', `plan must be one of ${planNames.join(', ')}`, { param: 'plan' });
  }
  if (plan !== 'enterprise') {
    if (choice.rpm !== undefined || choice.concurrency !== undefined) {
      throw new ServiceError('validation_failed', 'custom rpm and concurrency limits need the enterprise plan', { param: 'plan' });
    }
    return { plan, ...planLimits[plan] };
  }
  for (const [param, value] of [['rpm', choice.rpm], ['concurrency', choice.concurrency]] as const) {
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
      throw new ServiceError('validation_failed', `the enterprise plan needs ${param} as a whole number from 1 to 1000000`, { param });
    }
  }
  return { plan, rpm: choice.rpm!, concurrency: choice.concurrency! };
}
