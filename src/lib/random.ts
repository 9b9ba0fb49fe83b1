// Random identifiers and secrets in base62, drawn without modulo bias.
import { randomBytes } from 'node:crypto';

export const base62Alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes above it would favour the first characters.
      if (byte < 248 && out.length < length) out += base62Alphabet[byte % 62];
    }
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
