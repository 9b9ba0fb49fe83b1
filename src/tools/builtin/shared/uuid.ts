// UUID-shaped ids for sandboxes of providers whose ids are UUIDs (Linear, Notion). Derived from a seed
// text so seeds stay deterministic, and fresh ids come from world.newId() rather than Math.random.
import { seededIds } from './seeded-random.ts';

const HEX = '0123456789abcdef';

/** Lowercase hex string of `length` digits, deterministic for `seed` (e.g. a fake git SHA). */
export function hexFrom(seed: string, length: number): string {
  return seededIds(seed, HEX)('', length);
}

/** A version-4-shaped UUID, deterministic for `seed`. */
export function uuidFrom(seed: string): string {
  const h = hexFrom(seed, 32);
  const variant = HEX[8 + (parseInt(h[16], 16) % 4)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
