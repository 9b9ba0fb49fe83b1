// baton serve: prints where Baton listens, the certificate fingerprint, and on the first start
// the default account's test key and the dashboard owner's set-password link; then runs until SIGINT/SIGTERM.
import { loadConfig } from '../../config/config.ts';
import { describeModel, modelName } from '../../models/model-label.ts';
import { serve, type Started } from '../../server/serve.ts';
import { parseFlags } from '../args.ts';
import type { Output } from '../output.ts';

function describe(started: Started): string {
  const lines = [
    `Baton is listening on ${started.url} (storage: ${started.storage})`,
    `TLS certificate${started.selfSigned ? ' (self-signed)' : ''}: ${started.certFile}`,
    `SHA-256 fingerprint: ${started.fingerprint}`,
    started.model ? describeModel(started.model) : 'Model: none in this process (BATON_RUN_WORKERS=false: worker nodes run the tasks with their own BATON_MODEL)',
  ];
  if (started.publicUrlWarning) lines.push(`Warning: ${started.publicUrlWarning}`);
  if (started.httpPort !== undefined) lines.push(`Plain HTTP on port ${started.httpPort} answers 403 https_required`);
  if (started.bootstrap) {
    lines.push(
      '',
      `First start: created account ${started.bootstrap.accountId} and a test API key. It is shown only now; keep it:`,
      `  ${started.bootstrap.key}`,
      '',
      `Dashboard: ${started.url}/dashboard — set the owner's e-mail and password once with this link (24 hours):`,
      `  ${started.dashboardLink?.url}`,
      '',
      `Try it:  curl -k ${started.url}/v1/subagents -H "Authorization: Bearer ${started.bootstrap.key}"`,
    );
  }
  return lines.join('\n');
}

export async function serveCommand(args: string[], out: Output): Promise<void> {
  parseFlags(args, {});
  const started = await serve(loadConfig());
  out.result(
    {
      url: started.url,
      port: started.port,
      http_port: started.httpPort ?? null,
      metrics_port: started.metricsPort ?? null,
      storage: started.storage,
      model: started.model ? modelName(started.model) : null,
      fingerprint: started.fingerprint,
      cert_file: started.certFile,
      account: started.bootstrap?.accountId ?? null,
      key: started.bootstrap?.key ?? null,
      dashboard_link: started.dashboardLink?.url ?? null,
    },
    describe(started),
  );
  const shutdown = () => {
    started.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
