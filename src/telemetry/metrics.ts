// Operators' metrics (issue 15, docs/operations.md): one registry per process, fed where the work
// happens (state machine, worker, trace, dispatcher, model) and read by the /metrics listener
// (metrics-server.ts). Series derived from the database are added by store-gauges.ts.
import { Counter, Histogram, Registry } from 'prom-client';
import type { TaskRow, TaskStatus } from '../store/schema.ts';

export const registry = new Registry();

const seconds = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

const tasksFinished = new Counter({ name: 'baton_tasks_finished_total', help: 'Tasks that reached a final state in this process, by state', labelNames: ['status'], registers: [registry] });
const taskDuration = new Histogram({ name: 'baton_task_duration_seconds', help: 'Task creation to final state', labelNames: ['status'], buckets: seconds, registers: [registry] });
const pickup = new Histogram({ name: 'baton_task_pickup_seconds', help: 'Task start (slot taken) to first claim by a worker', buckets: seconds, registers: [registry] });
const toolCalls = new Histogram({ name: 'baton_tool_call_duration_seconds', help: 'Tool calls by tool and outcome', labelNames: ['tool', 'status'], buckets: seconds, registers: [registry] });
const toolErrors = new Counter({ name: 'baton_tool_call_errors_total', help: 'Tool calls that failed, by tool', labelNames: ['tool'], registers: [registry] });
const modelSteps = new Histogram({ name: 'baton_model_step_seconds', help: 'One language-model step (request to answer), by model', labelNames: ['model', 'outcome'], buckets: seconds, registers: [registry] });
const webhookSends = new Histogram({ name: 'baton_webhook_delivery_seconds', help: 'One webhook delivery attempt (send to answer), by outcome', labelNames: ['outcome'], buckets: seconds, registers: [registry] });

const finalStatuses: readonly TaskStatus[] = ['complete', 'failed', 'cancelled'];
const taskEndListeners: Array<(task: TaskRow) => void> = [];

/** Adds a listener for tasks that reached a final state (the OTLP trace export). */
export function onTaskEnded(listener: (task: TaskRow) => void): () => void {
  taskEndListeners.push(listener);
  return () => taskEndListeners.splice(taskEndListeners.indexOf(listener), 1);
}

/** A committed transition: counts and times the task when it became final. */
export function taskTransitioned(task: TaskRow, now: Date): void {
  if (!finalStatuses.includes(task.status)) return;
  tasksFinished.inc({ status: task.status });
  taskDuration.observe({ status: task.status }, Math.max(0, now.getTime() - Date.parse(task.created_at)) / 1000);
  for (const listener of taskEndListeners) listener(task);
}

/** A worker claimed a task that had not run a step yet. */
export function taskPickedUp(task: TaskRow, now: Date): void {
  if (task.step_count > 0) return;
  pickup.observe(Math.max(0, now.getTime() - Date.parse(task.started_at ?? task.created_at)) / 1000);
}

export function toolStepFinished(tool: string, status: string, durationMs: number): void {
  toolCalls.observe({ tool, status }, durationMs / 1000);
  if (status === 'failed') toolErrors.inc({ tool });
}

export function modelStepTimed(model: string, outcome: 'ok' | 'error', ms: number): void {
  modelSteps.observe({ model, outcome }, ms / 1000);
}

export function webhookAttemptTimed(outcome: string, ms: number): void {
  webhookSends.observe({ outcome }, ms / 1000);
}
