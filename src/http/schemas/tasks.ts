import { Type } from 'typebox';
import { PageQuery, Timestamp } from './common.ts';

const TaskStatus = Type.Union(['pending', 'running', 'complete', 'failed', 'waiting', 'cancelled'].map((s) => Type.Literal(s)));
const Environment = Type.Union([Type.Literal('test'), Type.Literal('live')]);
const Mode = Type.Union([Type.Literal('live'), Type.Literal('test')]);

export const TaskParams = Type.Object({ task_id: Type.String() });

export const CreateTaskBody = Type.Object(
  {
    prompt: Type.String({ description: 'Natural-language work description, 1 to 10,000 characters' }),
    sub_agent: Type.String({ description: 'Id of the subagent to route to' }),
    user_id: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'End user; required for user-specific services' })),
    metadata: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Up to 16 KiB as JSON, 5 levels deep' })),
    mode: Type.Optional(Type.String({ description: "'live' (default) or 'test'" })),
  },
  { additionalProperties: false },
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
});

const Waiting = Type.Object({
  reason: Type.String(),
  service: Type.String(),
  scopes: Type.Array(Type.String()),
  auth_url: Type.String(),
  expires_at: Timestamp,
  message: Type.String(),
});

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
});

export const TaskList = Type.Object({
  data: Type.Array(Type.Object({ ...taskFields, completed_at: Type.Optional(Timestamp) })),
  has_more: Type.Boolean(),
});

export const CancelledTask = Type.Object({ id: Type.String(), status: TaskStatus, cancelled_at: Timestamp });

export const Trace = Type.Object({
  task_id: Type.String(),
  sub_agent: Type.String(),
  steps: Type.Array(
    Type.Object({
      tool: Type.String(),
      action: Type.String(),
      status: Type.Union(['running', 'complete', 'failed', 'waiting', 'skipped', 'cancelled'].map((s) => Type.Literal(s))),
      duration_ms: Type.Integer(),
      note: Type.Optional(Type.String()),
    }),
  ),
  total_duration_ms: Type.Integer(),
});
