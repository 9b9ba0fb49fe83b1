// Optional OpenTelemetry export (BATON_OTLP_ENDPOINT, OTLP over HTTP): each task that reaches a
// final state becomes one trace, a `task` span from creation to the final state with one child span
// per trace step (tool call, planning step). Built from the stored trace after the fact, so a task
// that moved between workers is still one trace; spans are batched and sent in the background.
import { context, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database, TaskRow } from '../store/schema.ts';
import { onTaskEnded } from './metrics.ts';

function finishedAt(task: TaskRow): string {
  return task.completed_at ?? task.failed_at ?? task.cancelled_at ?? task.updated_at;
}

async function exportTask(tracer: Tracer, db: Kysely<Database>, task: TaskRow): Promise<void> {
  const steps = await db.selectFrom('task_steps').selectAll().where('task_id', '=', task.id).orderBy('seq').execute();
  const root = tracer.startSpan('task', {
    startTime: new Date(task.created_at),
    attributes: { 'baton.task.id': task.id, 'baton.account.id': task.account_id, 'baton.sub_agent': task.sub_agent, 'baton.task.status': task.status, 'baton.task.mode': task.mode },
  });
  if (task.status === 'failed') root.setStatus({ code: SpanStatusCode.ERROR, message: JSON.parse(task.error_json ?? '{}').code ?? 'failed' });
  const parent = trace.setSpan(context.active(), root);
  for (const step of steps) {
    const started = new Date(step.started_at);
    const span = tracer.startSpan(step.tool, { startTime: started, attributes: { 'baton.step.seq': step.seq, 'baton.step.action': step.action, 'baton.step.status': step.status } }, parent);
    if (step.status === 'failed') span.setStatus({ code: SpanStatusCode.ERROR, message: step.note ?? 'failed' });
    span.end(new Date(started.getTime() + step.duration_ms));
  }
  root.end(new Date(finishedAt(task)));
}

export function startTaskTraces(endpoint: string, db: Kysely<Database>, logger: Logger): { stop(): Promise<void> } {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'baton' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint }), { scheduledDelayMillis: 1000 })],
  });
  const tracer = provider.getTracer('baton');
  const off = onTaskEnded((task) => {
    exportTask(tracer, db, task).catch((error) => logger.warn({ err: error, task: task.id }, 'task trace export failed'));
  });
  return {
    async stop() {
      off();
      await provider.shutdown();
    },
  };
}
