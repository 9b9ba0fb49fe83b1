// The data directory holds the database, the key ring and the TLS key: only the owner may read it.
// mkdir's mode applies only to a directory it creates, so an existing one is tightened too.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Owner read/write only, for files that exist (SQLite gives its -wal and -shm files the database file's mode). */
export function restrictFiles(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600);
}
