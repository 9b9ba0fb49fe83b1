// API keys (decision A1): pk_test_|pk_live_ + 32 base62 + 6-char base62 CRC32 of what precedes.
// The checksum lets a malformed key be refused without a storage lookup; only a hash is stored.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { randomBase62, toBase62 } from './random.ts';

export type Environment = 'test' | 'live';

const keyPattern = /^pk_(test|live)_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

function checksum(body: string): string {
  return toBase62(crc32(body), 6);
}

export function generateApiKey(environment: Environment): string {
  const body = `pk_${environment}_${randomBase62(32)}`;
  return body + checksum(body);
}

/** The environment of a well-formed key with a valid checksum; undefined otherwise. */
export function parseApiKey(key: string): Environment | undefined {
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  const body = key.slice(0, -6);
  return checksum(body) === match[3] ? (match[1] as Environment) : undefined;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The last four characters, so a person can tell keys apart in a list without seeing them. */
export function keyHint(key: string): string {
  return key.slice(-4);
}
