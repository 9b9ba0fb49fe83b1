// Random identifiers and secrets in base62, drawn without modulo bias.
import { randomFillSync } from 'node:crypto';

export const base62Alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// CSPRNG bytes are drawn a block at a time: one randomBytes call per identifier cost more than
// the rest of an authenticated GET's own work (every request gets an id). Each byte is used once.
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function nextRandomByte(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++];
}

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextRandomByte();
    // 248 = 4 * 62: bytes above it would favour the first characters.
    if (byte < 248) out += base62Alphabet[byte % 62];
  }
  return out;
}

/** `prefix_` + 24 base62 characters (about 143 bits): task_..., acct_..., key_... */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(24)}`;
}

/**
 * `prefix_` + 8 base62 characters of the creation millisecond + 16 random ones (about 95 bits).
 * For rows written at a high rate (tasks, webhook events): ids in creation order append to the
 * primary-key index instead of touching a random page of it on every insert.
 */
export function newSortableId(prefix: string): string {
  return `${prefix}_${toBase62(Date.now(), 8)}${randomBase62(16)}`;
}

export function toBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  do {
    out = base62Alphabet[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}
