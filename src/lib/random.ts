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

export function toBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  do {
    out = base62Alphabet[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}
