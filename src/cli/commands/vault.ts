// baton vault generate-key|status|rotate-key|reseal: the key ring that seals tokens and secrets at
// rest (C5). Rotation on the embedded default rewrites the key file and re-seals at once; with
// BATON_ENCRYPTION_KEY it prints the ring values to roll out, and `reseal` finishes the job.
import { loadConfig } from '../../config/config.ts';
import { formatKeyRing, generateKeyEntry, parseKeyRing, type KeyRing } from '../../lib/secret-box.ts';
import { keyRingFile, loadKeyRing } from '../../server/key-ring.ts';
import { nextKeyId, readKeyFile, writeKeyFile } from '../../server/key-file.ts';
import { resealSecrets, type ResealReport } from '../../services/vault/reseal-secrets.ts';
import { vaultStatus } from '../../services/vault/vault-status.ts';
import { parseFlags } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

const kidPattern = /^[A-Za-z0-9_-]{1,32}$/;

function withNewKey(ring: KeyRing, entry: string): { prepare: string; rotated: string } {
  const added = parseKeyRing(entry);
  const kid = added.activeKeyId;
  const keys = new Map([...ring.keys, [kid, added.keys.get(kid)!]]);
  return { prepare: formatKeyRing({ activeKeyId: ring.activeKeyId, keys }), rotated: formatKeyRing({ activeKeyId: kid, keys }) };
}

function resealText(report: ResealReport): string {
  const unreadable = report.unreadable.length === 0 ? '' : `\n${report.unreadable.length} value(s) could not be opened and were left as they are (see --json).`;
  return `Re-sealed ${report.resealed} value(s) under ${report.active_key_id}.${unreadable}`;
}

export async function vaultCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'generate-key': {
      const { flags } = parseFlags(rest, { kid: { type: 'string' } });
      const kid = (flags.kid as string | undefined) ?? 'k1';
      if (!kidPattern.test(kid)) throw new UsageError('--kid takes 1 to 32 characters of A-Z a-z 0-9 _ -');
      const key = generateKeyEntry(kid);
      return out.result({ kid, key }, key);
    }
    case 'status': {
      parseFlags(rest, {});
      const status = await withRuntime((ctx) => vaultStatus(ctx));
      const counts = Object.entries(status.in_use).map(([kid, n]) => `  ${kid}: ${n} sealed value(s)${status.ring.includes(kid) ? '' : ' (NOT IN THE RING)'}`);
      return out.result(status, [`Active key: ${status.active_key_id}`, `Key ring: ${status.ring.join(', ')}`, 'In use:', ...(counts.length ? counts : ['  nothing sealed yet'])].join('\n'));
    }
    case 'rotate-key': {
      parseFlags(rest, {});
      const config = loadConfig();
      const current = loadKeyRing(config);
      const entry = generateKeyEntry(nextKeyId(current));
      const { prepare, rotated } = withNewKey(current, entry);
      const kid = parseKeyRing(entry).activeKeyId;
      if (config.encryptionKey) {
        // Every node must know the new key before any node seals with it: two rollouts, then reseal.
        return out.result(
          { mode: 'environment', new_key_id: kid, prepare_ring: prepare, ring: rotated, next: 'set BATON_ENCRYPTION_KEY to prepare_ring on every node, then to ring, then run `baton vault reseal`' },
          [
            `New key ${kid}. Nothing was changed yet. Roll it out in two steps, then re-seal:`,
            `1. Set on every node (restart them), the new key known but not yet used:`,
            `   BATON_ENCRYPTION_KEY=${prepare}`,
            `2. Then set on every node, the new key first (active):`,
            `   BATON_ENCRYPTION_KEY=${rotated}`,
            `3. Run \`baton vault reseal\` with that ring; \`baton vault status\` then shows no value under the old key.`,
          ].join('\n'),
        );
      }
      const file = keyRingFile(config.dataDir);
      writeKeyFile(file, parseKeyRing(rotated));
      const report = await withRuntime((ctx) => resealSecrets(ctx));
      const ring = [...readKeyFile(file).keys.keys()];
      return out.result({ mode: 'key_file', new_key_id: kid, ring, ...report }, `New active key ${kid} written to ${file}.\n${resealText(report)}`);
    }
    case 'reseal': {
      parseFlags(rest, {});
      const report = await withRuntime((ctx) => resealSecrets(ctx));
      return out.result(report, resealText(report));
    }
    default:
      throw new UsageError('usage: baton vault generate-key|status|rotate-key|reseal');
  }
}
