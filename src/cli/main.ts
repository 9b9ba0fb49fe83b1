// The `baton` command. Every subcommand takes --json (one JSON object on stdout, nothing else there).
import { accountsCommand } from './commands/accounts.ts';
import { keysCommand } from './commands/keys.ts';
import { migrateCommand } from './commands/migrate.ts';
import { serveCommand } from './commands/serve.ts';
import { vaultCommand } from './commands/vault.ts';
import { webhooksCommand } from './commands/webhooks.ts';
import { workerCommand } from './commands/worker.ts';
import { createOutput, reportFailure, UsageError, type Output } from './output.ts';

const commands: Record<string, (args: string[], out: Output) => Promise<void>> = {
  serve: serveCommand,
  worker: workerCommand,
  migrate: migrateCommand,
  accounts: accountsCommand,
  keys: keysCommand,
  webhooks: webhooksCommand,
  vault: vaultCommand,
};

const usage = `usage: baton <command> [--json]
  serve                         API and workers in one process
  worker                        workers only (scale out on PostgreSQL)
  migrate                       apply pending database migrations
  accounts create|list|set-plan|disable|enable
  keys create|list|revoke|rotate
  webhooks set|show|rotate-secret|deliveries|delivery|redeliver|test
  vault generate-key|status|rotate-key|reseal
  vault generate-key|status|rotate-key|reseal
See docs/cli.md for every flag.`;

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  const json = argv.includes('--json');
  const out = createOutput(json);
  try {
    if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
      process.stdout.write(`${usage}\n`);
      return;
    }
    const command = commands[name];
    if (!command) throw new UsageError(`unknown command "${name}"\n${usage}`);
    await command(rest, out);
  } catch (error) {
    process.exitCode = reportFailure(error, json);
  }
}

await main(process.argv.slice(2));
