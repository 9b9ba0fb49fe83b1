import { Type } from 'typebox';
import { Literals, PageQuery, Timestamp } from './common.ts';

const SubagentType = Literals(['custom', 'prebuilt'], { title: 'SubagentType' });
const SubagentStatus = Literals(['deployed', 'deleted'], { title: 'SubagentStatus' });
const ToolMatch = Type.Object({ tool: Type.String(), score: Type.Number(), matched_terms: Type.Array(Type.String()) }, { title: 'ToolMatch' });

export const SubagentParams = Type.Object({ subagent_id: Type.String() });

export const DeployBody = Type.Object(
  { name: Type.String({ description: '1-64 of a-z 0-9 - _, starting with a letter or digit' }), prompt: Type.String({ description: 'Domain and capabilities; 1 to 10,000 characters' }) },
  { additionalProperties: false, title: 'DeploySubagentRequest' },
);

export const UpdateBody = Type.Object({ prompt: Type.String() }, { additionalProperties: false, title: 'UpdateSubagentRequest' });

export const ListQuery = Type.Object(
  { type: Type.Optional(SubagentType), status: Type.Optional(SubagentStatus), ...PageQuery },
  { additionalProperties: false },
);

export const DeployedSubagent = Type.Object({ id: Type.String(), type: SubagentType, tools_available: Type.Integer(), status: SubagentStatus, created_at: Timestamp }, { title: 'DeployedSubagent' });

export const SubagentDetail = Type.Object({
  id: Type.String(),
  type: SubagentType,
  prompt: Type.String(),
  tools_available: Type.Integer(),
  tools: Type.Array(Type.String()),
  tool_matches: Type.Array(ToolMatch),
  status: SubagentStatus,
  created_at: Timestamp,
  deleted_at: Type.Optional(Timestamp),
}, { title: 'Subagent' });

export const SubagentList = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), type: SubagentType, tools_available: Type.Integer(), status: SubagentStatus, created_at: Timestamp, deleted_at: Type.Optional(Timestamp) }, { title: 'SubagentListItem' })),
  has_more: Type.Boolean(),
}, { title: 'SubagentList' });

export const UpdatedSubagent = Type.Object({ id: Type.String(), type: SubagentType, tools_available: Type.Integer(), status: SubagentStatus, updated_at: Timestamp }, { title: 'UpdatedSubagent' });
export const DeletedSubagent = Type.Object({ id: Type.String(), type: SubagentType, status: Type.Literal('deleted'), deleted_at: Timestamp }, { title: 'DeletedSubagent' });
