// The key ring that seals secrets at rest (C5). From BATON_ENCRYPTION_KEY when set (required on
// PostgreSQL, so every node shares it); on the embedded default, generated once into the data
// directory with mode 0600 (and reloaded when `baton vault rotate-key` replaces it, key-file.ts).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files.ts';
import { generateKeyEntry, parseKeyRing, type KeyRing } from '../lib/secret-box.ts';
import { ConfigError } from '../config/config.ts';
import { fileBackedKeyRing } from './key-file.ts';

export function keyRingFile(dataDir: string): string {
  return path.join(dataDir, 'encryption.key');
}

export function loadKeyRing(options: { encryptionKey: string | undefined; dataDir: string }): KeyRing {
  if (options.encryptionKey) {
    try {
      return parseKeyRing(options.encryptionKey);
    } catch (error) {
      throw new ConfigError('BATON_ENCRYPTION_KEY', (error as Error).message);
    }
  }
  const file = keyRingFile(options.dataDir);
  ensurePrivateDir(options.dataDir);
  if (!existsSync(file)) {
    writeFileSync(file, `${generateKeyEntry('k1')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return fileBackedKeyRing(file);
}
