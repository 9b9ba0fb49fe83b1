// Sandbox state helpers shared by the built-in services: lazy seeding and moving seeded dates to "now".
import type { SandboxState, SandboxWorld } from '../../types.ts';

/** Fills an empty state from the service's seed so a tool works even if the caller passed `{}`. */
export function ensureSeeded<S extends SandboxState>(world: SandboxWorld, seed: (userId: string) => S): S {
  if (Object.keys(world.state).length === 0) Object.assign(world.state, seed(world.userId));
  return world.state as S;
}

/** Seeds are written against this Monday so they stay deterministic; see `anchorShiftMs`. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6);
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * How far seeded timestamps move so the seed's week becomes the current week, in whole weeks so that
 * a seeded Tuesday stand-up stays on a Tuesday. Seeds apply it once, on first use, because
 * `sandboxSeed(userId)` has no clock and a calendar seeded in 2025 would be empty "tomorrow".
 */
export function anchorShiftMs(now: Date): number {
  return Math.floor((now.getTime() - SEED_EPOCH) / WEEK_MS) * WEEK_MS;
}

/** Milliseconds from the seed epoch: day (0 = Monday of the seed week), hour and minute in UTC. */
export function seedTime(day: number, hour: number, minute = 0): number {
  return SEED_EPOCH + ((day * 24 + hour) * 60 + minute) * 60_000;
}

/** Keeps at most `limit` items from the position named by an opaque numeric cursor. */
export function pageOf<T>(items: T[], limit: number, cursor: string | undefined): { page: T[]; next: string | undefined } {
  const start = cursor ? Number.parseInt(cursor, 10) || 0 : 0;
  const page = items.slice(start, start + limit);
  return { page, next: start + limit < items.length ? String(start + limit) : undefined };
}
