// baton migrate: applies pending migrations and says which.
import { loadConfig } from '../../config/config.ts';
import { migrateToLatest } from '../../store/migrate.ts';
import { openStore } from '../../store/open-store.ts';
import { parseFlags } from '../args.ts';
import type { Output } from '../output.ts';

export async function migrateCommand(args: string[], out: Output): Promise<void> {
  parseFlags(args, {});
  const config = loadConfig();
  const store = openStore(config);
  try {
    const applied = await migrateToLatest(store.db);
    out.result({ applied, storage: store.kind }, applied.length ? `Applied ${applied.join(', ')}` : 'Already up to date');
  } finally {
    await store.close();
  }
}
