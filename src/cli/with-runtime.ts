// Admin commands open the store (migrating it if needed), run one verb, and close it again.
import { loadConfig } from '../config/config.ts';
import type { ServiceContext } from '../services/context.ts';
import { openRuntime } from '../server/runtime.ts';

export async function withRuntime<T>(fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(loadConfig(), { migrate: true });
  try {
    return await fn(runtime.ctx);
  } finally {
    await runtime.close();
  }
}
