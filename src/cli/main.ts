// The `baton` command. Every subcommand takes --json (one JSON object on stdout, nothing else there).
import { createOutput, reportFailure, UsageError, type Output } from './output.ts';

type Command = (args: string[], out: Output) => Promise<void>;

// Each command loads only what it uses: `baton worker` and the admin commands never load the HTTP
// server (Fastify, routes, pages), which costs start-up time and about 20 MiB of memory.
const commands: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve.ts')).serveCommand,
  worker: async () => (await import('./commands/worker.ts')).workerCommand,
  migrate: async () => (await import('./commands/migrate.ts')).migrateCommand,
  accounts: async () => (await import('./commands/accounts.ts')).accountsCommand,
  keys: async () => (await import('./commands/keys.ts')).keysCommand,
  users: async () => (await import('./commands/users.ts')).usersCommand,
  webhooks: async () => (await import('./commands/webhooks.ts')).webhooksCommand,
  vault: async () => (await import('./commands/vault.ts')).vaultCommand,
  tools: async () => (await import('./commands/tools.ts')).toolsCommand,
};

const usage = `usage: baton <command> [--json]
  serve                         API and workers in one process
  worker                        workers only (scale out on PostgreSQL)
  migrate                       apply pending database migrations
  accounts create|list|set-plan|disable|enable
  keys create|list|revoke|rotate
  users create|list|remove       dashboard users (create prints a one-time set-password link)
  webhooks set|show|rotate-secret|deliveries|delivery|redeliver|test
  vault generate-key|status|rotate-key|reseal
  tools register|list|show|refresh|delete
See docs/cli.md for every flag.`;

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  const json = argv.includes('--json');
  const out = createOutput(json);
  try {
    if (name === 'help' || name === '--help' || name === '-h') {
      process.stdout.write(`${usage}\n`);
      return;
    }
    if (name === undefined || name === '--json') throw new UsageError(`no command given\n${usage}`);
    const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!load) throw new UsageError(`unknown command "${name}"\n${usage}`);
    await (await load())(rest, out);
  } catch (error) {
    process.exitCode = reportFailure(error, json);
  }
}

await main(process.argv.slice(2));
