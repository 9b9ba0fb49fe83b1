// Secrets at rest (decision C5): AES-256-GCM, a fresh 12-byte nonce per value, under a key ring whose
// key ids travel with each ciphertext so a rotated ring still opens values sealed by older keys.
// Sealed form: v1.<kid>.<nonce b64url>.<ciphertext+tag b64url>. The `context` string is bound as
// additional authenticated data, so a ciphertext copied to another row or purpose fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SecretBoxError extends Error {
  readonly code: 'invalid_key_ring' | 'unknown_key' | 'tampered';
  constructor(code: SecretBoxError['code'], message: string) {
    super(message);
    this.name = 'SecretBoxError';
    this.code = code;
  }
}

export interface KeyRing {
  activeKeyId: string;
  keys: Map<string, Buffer>;
}

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** Parses `kid:base64key[,kid:base64key...]`; the first entry is the key new values are sealed with. */
export function parseKeyRing(text: string): KeyRing {
  const keys = new Map<string, Buffer>();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [kid, encoded, extra] = entry.split(':');
    if (!kid || !encoded || extra !== undefined || !keyIdPattern.test(kid)) {
      throw new SecretBoxError('invalid_key_ring', 'each key ring entry must be kid:base64key');
    }
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new SecretBoxError('invalid_key_ring', `key ${kid} must be 32 bytes (base64)`);
    if (keys.has(kid)) throw new SecretBoxError('invalid_key_ring', `key id ${kid} appears twice`);
    keys.set(kid, key);
  }
  const activeKeyId = keys.keys().next().value;
  if (activeKeyId === undefined) throw new SecretBoxError('invalid_key_ring', 'the key ring is empty');
  return { activeKeyId, keys };
}

export function formatKeyRing(ring: KeyRing): string {
  const ordered = [ring.activeKeyId, ...[...ring.keys.keys()].filter((kid) => kid !== ring.activeKeyId)];
  return ordered.map((kid) => `${kid}:${ring.keys.get(kid)!.toString('base64')}`).join(',');
}

export function generateKeyEntry(kid: string): string {
  return `${kid}:${randomBytes(32).toString('base64')}`;
}

export function seal(ring: KeyRing, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(ring.activeKeyId)!, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${ring.activeKeyId}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

export function sealedKeyId(sealed: string): string | undefined {
  const parts = sealed.split('.');
  return parts.length === 4 && parts[0] === 'v1' ? parts[1] : undefined;
}

export function open(ring: KeyRing, sealed: string, context: string): string {
  const [version, kid, nonceText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !kid || !nonceText || !bodyText) throw new SecretBoxError('tampered', 'sealed value is malformed');
  const key = ring.keys.get(kid);
  if (!key) throw new SecretBoxError('unknown_key', `no key ${kid} in the key ring`);
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < 16) throw new SecretBoxError('tampered', 'sealed value is malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonceText, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('tampered', 'sealed value failed authentication');
  }
}
