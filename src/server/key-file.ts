// The embedded default's key ring lives in a file in the data directory (mode 0600). `baton vault
// rotate-key` replaces that file atomically; running processes notice the change (a key id they
// do not know, or a newer file checked at most once a second) and reload it, so a rotation needs
// no restart. Keys are only ever added in memory: a value sealed a moment ago always opens.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { formatKeyRing, parseKeyRing, type KeyRing } from '../lib/secret-box.ts';

const recheckMs = 1000;

/** Inode too: writeKeyFile replaces the file by rename, and mtimes can tie within a clock tick. */
function versionOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
}

export function readKeyFile(file: string): KeyRing {
  return parseKeyRing(readFileSync(file, 'utf8').trim());
}

/** A ring backed by `file` that picks up rotations made by other processes. */
export function fileBackedKeyRing(file: string): KeyRing {
  let active = readKeyFile(file).activeKeyId;
  let seenVersion = versionOf(file);
  let checkedAt = Date.now();
  const reloadIfChanged = () => {
    checkedAt = Date.now();
    const version = versionOf(file);
    if (version === seenVersion) return;
    seenVersion = version;
    const fresh = readKeyFile(file);
    for (const [kid, key] of fresh.keys) keys.set(kid, key);
    active = fresh.activeKeyId;
  };
  class ReloadingKeys extends Map<string, Buffer> {
    override get(kid: string): Buffer | undefined {
      const key = super.get(kid);
      if (key) return key;
      reloadIfChanged();
      return super.get(kid);
    }
  }
  const keys = new ReloadingKeys(readKeyFile(file).keys);
  return {
    get activeKeyId() {
      if (Date.now() - checkedAt >= recheckMs) reloadIfChanged();
      return active;
    },
    keys,
  };
}

/** Replaces the key file atomically: a crash leaves the old file or the new one, never half of one. */
export function writeKeyFile(file: string, ring: KeyRing): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${formatKeyRing(ring)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    unlinkSync(temp);
    throw error;
  }
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** k1, k2, ...: the next free id after the highest `k<number>` in the ring. */
export function nextKeyId(ring: KeyRing): string {
  const numbers = [...ring.keys.keys()].map((kid) => /^k(\d+)$/.exec(kid)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return `k${Math.max(0, ...numbers) + 1}`;
}
