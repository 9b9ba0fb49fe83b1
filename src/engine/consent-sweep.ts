// K6: waiting tasks whose consent window has closed fail with auth_consent_timeout.
import { transitionTask, TransitionConflict, type EngineDeps } from './state-machine.ts';
import { taskError } from './task-error.ts';

export async function sweepExpiredConsents(deps: EngineDeps): Promise<number> {
  const expired = await deps.db
    .selectFrom('tasks')
    .selectAll()
    .where('status', '=', 'waiting')
    .where('waiting_expires_at', '<=', deps.clock.now().toISOString())
    .limit(100)
    .execute();
  let failed = 0;
  for (const task of expired) {
    const service = JSON.parse(task.waiting_json ?? '{}').service as string | undefined;
    try {
      await transitionTask(deps, task, { to: 'failed', error: taskError('auth_consent_timeout', `The user did not authorize ${service ?? 'the service'} in time`) });
      failed++;
    } catch (error) {
      if (!(error instanceof TransitionConflict)) throw error;
    }
  }
  return failed;
}
