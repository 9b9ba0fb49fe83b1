// The fields each task response carries (spec 2.2 and 4.2, K5): which timestamps and bodies
// appear depends on the status; every response has user_id, mode and environment.
import type { TaskRow } from '../../store/schema.ts';

/** The columns a task response is built from: reads skip the stored conversation, which can be large. */
export const taskViewColumns = [
  'id',
  'status',
  'sub_agent',
  'user_id',
  'mode',
  'environment',
  'created_at',
  'completed_at',
  'failed_at',
  'cancelled_at',
  'result_json',
  'error_json',
  'waiting_json',
  'metadata_json',
] as const;

type ViewRow = Pick<TaskRow, (typeof taskViewColumns)[number]>;

function base(task: ViewRow) {
  return {
    id: task.id,
    status: task.status,
    sub_agent: task.sub_agent,
    user_id: task.user_id,
    mode: task.mode,
    environment: task.environment,
    created_at: task.created_at,
  };
}

function outcome(task: ViewRow) {
  switch (task.status) {
    case 'complete':
      return { completed_at: task.completed_at, result: JSON.parse(task.result_json ?? 'null') };
    case 'failed':
      return { failed_at: task.failed_at, error: JSON.parse(task.error_json ?? 'null') };
    case 'cancelled':
      return { cancelled_at: task.cancelled_at };
    case 'waiting': {
      const { reason, service, scopes, auth_url, expires_at, message } = JSON.parse(task.waiting_json ?? '{}');
      return { waiting: { reason, service, scopes, auth_url, expires_at, message } };
    }
    default:
      return {};
  }
}

/** Create and get: the task with its metadata and its outcome so far. */
export function taskView(task: ViewRow) {
  return { ...base(task), ...outcome(task), metadata: JSON.parse(task.metadata_json) };
}

/** List items omit result, error and metadata (spec 4.2). */
export function taskListItem(task: ViewRow) {
  return { ...base(task), ...(task.status === 'complete' ? { completed_at: task.completed_at } : {}) };
}

export function cancelledView(task: TaskRow) {
  return { id: task.id, status: task.status, cancelled_at: task.cancelled_at };
}
