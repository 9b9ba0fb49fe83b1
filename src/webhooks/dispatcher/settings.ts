// What a dispatcher needs to know beyond the service context: the retry schedule (E4), the
// receiver's deadline (E3), how many sends may be in flight, and its timing knobs.
import type { Config } from '../../config/config.ts';

export interface DeliverySettings {
  /** Seconds before attempt 1..n, each counted from the previous failure (attempt 1: from the event). */
  retrySchedule: number[];
  /** A receiver that has not answered within this long has failed the attempt (E3: 30 s). */
  timeoutMs: number;
  /** Sends in flight at once in this process; one task never has more than one. */
  concurrency: number;
  /** Safety poll for retries that came due and leases that expired (notifications do the rest). */
  pollMs: number;
  /**
   * How long a claim stays with this dispatcher. Longer than the timeout, so a live dispatcher never
   * loses a claim mid-send; a dead one's claims are taken over once it expires (at-least-once, E6).
   */
  leaseMs: number;
  /** On stop, how long sends in flight may finish before they are aborted and handed back. */
  stopGraceMs: number;
}

export const defaultRetrySchedule = [0, 60, 300, 1800, 7200];

export function deliverySettings(overrides: Partial<DeliverySettings> = {}): DeliverySettings {
  const timeoutMs = overrides.timeoutMs ?? 30_000;
  return {
    retrySchedule: overrides.retrySchedule ?? defaultRetrySchedule,
    timeoutMs,
    concurrency: overrides.concurrency ?? 50,
    pollMs: overrides.pollMs ?? 1000,
    leaseMs: overrides.leaseMs ?? timeoutMs + 30_000,
    stopGraceMs: overrides.stopGraceMs ?? 5000,
  };
}

export function deliverySettingsFromConfig(config: Pick<Config, 'webhookRetrySchedule' | 'webhookTimeoutMs' | 'webhookConcurrency'>): DeliverySettings {
  return deliverySettings({ retrySchedule: config.webhookRetrySchedule, timeoutMs: config.webhookTimeoutMs, concurrency: config.webhookConcurrency });
}
