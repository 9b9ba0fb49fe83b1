import { Type } from 'typebox';
import { Literals, PageQuery, Timestamp } from './common.ts';

const TaskStatus = Literals(['pending', 'running', 'complete', 'failed', 'waiting', 'cancelled'], { title: 'TaskStatus' });
export const Environment = Literals(['test', 'live'], { title: 'Environment', description: 'The environment of the API key that created it' });
const modes = ['live', 'test'] as const;
const Mode = Literals(modes, { title: 'TaskMode' });

export const TaskParams = Type.Object({ task_id: Type.String() });

export const CreateTaskBody = Type.Object(
  {
    prompt: Type.String({ description: 'Natural-language work description, 1 to 10,000 characters' }),
    sub_agent: Type.String({ description: 'Id of the subagent to route to' }),
    user_id: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'End user; required for user-specific services' })),
    metadata: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Up to 16 KiB as JSON, 5 levels deep' })),
    // Checked by the service (422 validation_failed, a content rule), so the validator takes any
    // string; the document states the closed set (see openapi/document-only.ts).
    mode: Type.Optional(Type.String({ description: "'live' (default) or 'test'", 'x-enum': modes })),
  },
  { additionalProperties: false, title: 'CreateTaskRequest' },
);

export const ListTasksQuery = Type.Object(
  { status: Type.Optional(TaskStatus), sub_agent: Type.Optional(Type.String()), user_id: Type.Optional(Type.String()), ...PageQuery },
  { additionalProperties: false },
);

const TaskError = Type.Object({
  code: Type.String(),
  message: Type.String(),
  tool: Type.Optional(Type.String()),
  recoverable: Type.Boolean(),
  suggestion: Type.Optional(Type.String()),
}, { title: 'TaskError' });

const Waiting = Type.Object({
  reason: Type.String(),
  service: Type.String(),
  scopes: Type.Array(Type.String()),
  auth_url: Type.String(),
  expires_at: Timestamp,
  message: Type.String(),
}, { title: 'TaskWaiting', description: 'Why the task waits, and the consent link to present to the end user' });

const taskFields = {
  id: Type.String(),
  status: TaskStatus,
  sub_agent: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()]),
  mode: Mode,
  environment: Environment,
  created_at: Timestamp,
};

export const Task = Type.Object({
  ...taskFields,
  completed_at: Type.Optional(Timestamp),
  result: Type.Optional(Type.Unknown()),
  failed_at: Type.Optional(Timestamp),
  error: Type.Optional(TaskError),
  cancelled_at: Type.Optional(Timestamp),
  waiting: Type.Optional(Waiting),
  metadata: Type.Object({}, { additionalProperties: true }),
}, { title: 'Task' });

export const TaskList = Type.Object({
  data: Type.Array(Type.Object({ ...taskFields, completed_at: Type.Optional(Timestamp) }, { title: 'TaskListItem' })),
  has_more: Type.Boolean(),
}, { title: 'TaskList' });

export const CancelledTask = Type.Object({ id: Type.String(), status: Type.Literal('cancelled'), cancelled_at: Timestamp }, { title: 'CancelledTask' });

export const Trace = Type.Object({
  task_id: Type.String(),
  sub_agent: Type.String(),
  steps: Type.Array(
    Type.Object({
      tool: Type.String(),
      action: Type.String(),
      status: Literals(['running', 'complete', 'failed', 'waiting', 'skipped', 'cancelled'], { title: 'TraceStepStatus' }),
      duration_ms: Type.Integer(),
      note: Type.Optional(Type.String()),
    }, { title: 'TraceStep' }),
  ),
  total_duration_ms: Type.Integer(),
}, { title: 'Trace' });
