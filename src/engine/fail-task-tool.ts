// baton.fail_task (decision G4): the tool the engine offers every model beside the subagent's own,
// so a model that cannot do what the prompt asks ends the task `failed` with a G1 code instead of
// answering as if it had. It is not a catalog tool: never matched, never in a subagent's tools,
// never counted as a workflow step. The offline planner emits it as a tool call named
// `failTaskToolName` with a `FailTaskInput` (see docs/models.md).
import type { JsonSchema, ToolDef } from '../tools/types.ts';
import { validateToolInput } from '../tools/validate-input.ts';
import { agentOutcomeCodes, taskError, type AgentOutcomeCode, type TaskError } from './task-error.ts';

export const failTaskToolName = 'baton.fail_task';

export interface FailTaskInput {
  code: AgentOutcomeCode;
  message: string;
  suggestion?: string;
}

const input: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string',
      enum: agentOutcomeCodes,
      description:
        'target_not_found: what the prompt names does not exist. details_missing: a detail the work needs is not in the prompt, or several objects match. outside_capabilities: none of your tools can do it.',
    },
    message: { type: 'string', minLength: 1, maxLength: 2000, description: 'What is missing, naming it exactly (the repository, channel, event title, field).' },
    suggestion: { type: 'string', minLength: 1, maxLength: 2000, description: 'What the user should change in the prompt or do first so the task can succeed.' },
  },
};

/** What the model sees of the tool (the engine declares it with the subagent's tools). */
export const failTaskTool: Pick<ToolDef, 'name' | 'description' | 'input'> = {
  name: failTaskToolName,
  description:
    'End this task as failed, without doing anything more, when it cannot be done as asked: the target does not exist, a needed detail is missing or ambiguous, or no tool can do it. Never claim work that was not done.',
  input,
};

/** The task error a fail_task call asks for; throws ToolError('invalid_input') for a bad input. */
export function failTaskError(callInput: unknown): TaskError {
  const valid = validateToolInput(failTaskTool, callInput) as unknown as FailTaskInput;
  return taskError(valid.code, valid.message, undefined, valid.suggestion);
}
