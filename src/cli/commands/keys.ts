// baton keys create|list|revoke|rotate
import { createKey } from '../../services/keys/create-key.ts';
import { listKeys } from '../../services/keys/list-keys.ts';
import { revokeKey, rotateKey } from '../../services/keys/revoke-key.ts';
import { parseFlags, requirePositional, requireString } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

export async function keysCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create': {
      const { flags } = parseFlags(rest, { account: { type: 'string' }, env: { type: 'string' } });
      const key = await withRuntime((ctx) => createKey(ctx, requireString(flags, 'account'), requireString(flags, 'env')));
      return out.result(key, `Created ${key.id}. The key is shown only now:\n${key.key}`);
    }
    case 'list': {
      const { flags } = parseFlags(rest, { account: { type: 'string' } });
      const keys = await withRuntime((ctx) => listKeys(ctx, requireString(flags, 'account')));
      return out.result({ data: keys }, keys.map((k) => `${k.id}  ${k.status.padEnd(7)}  ${k.hint}  ${k.created_at}`).join('\n') || 'No keys');
    }
    case 'revoke': {
      const { positionals } = parseFlags(rest, {});
      const key = await withRuntime((ctx) => revokeKey(ctx, requirePositional(positionals, 0, 'key id')));
      return out.result(key, `Revoked ${key.id}`);
    }
    case 'rotate': {
      const { positionals } = parseFlags(rest, {});
      const rotated = await withRuntime((ctx) => rotateKey(ctx, requirePositional(positionals, 0, 'key id')));
      return out.result(
        { id: rotated.created.id, key: rotated.created.key, revoked: rotated.revoked.id },
        `Revoked ${rotated.revoked.id}; the new key ${rotated.created.id} is shown only now:\n${rotated.created.key}`,
      );
    }
    default:
      throw new UsageError('usage: baton keys create|list|revoke|rotate');
  }
}
