// POST /v1/tasks/:id/cancel (spec 3.1, K10): pending, running or waiting -> cancelled; a final
// task answers 409. The worker running it hears the cancel and aborts the tool call in flight.
import { ServiceError } from '../../lib/errors.ts';
import { finalStatuses, transitionTask, TransitionConflict } from '../../engine/state-machine.ts';
import type { AccountContext } from '../context.ts';
import { getTaskRow } from './find-task.ts';
import { cancelledView } from './task-view.ts';

export async function cancelTask(ctx: AccountContext, id: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const task = await getTaskRow(ctx, id);
    if (finalStatuses.includes(task.status)) {
      throw new ServiceError('task_already_complete', `Task ${id} is already ${task.status}`, { param: 'task_id' });
    }
    try {
      return cancelledView(await transitionTask(ctx, task, { to: 'cancelled' }));
    } catch (error) {
      if (!(error instanceof TransitionConflict)) throw error;
      // The task moved on (a worker finished a step); look again and decide from its new state.
    }
  }
  throw new ServiceError('internal_error', `Task ${id} kept changing while being cancelled; retry`);
}
