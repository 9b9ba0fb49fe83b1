// The fields each subagent response carries (spec 4.1 with S3-S5): deploy, get, list, update and
// delete each show a different subset, exactly as the spec's tables say.
import type { SubagentRow } from '../../store/schema.ts';
import type { ToolMatch } from './tool-selection.ts';

export function toolMatchesOf(row: SubagentRow): ToolMatch[] {
  return JSON.parse(row.tools_json) as ToolMatch[];
}

export function deployedView(row: SubagentRow) {
  return { id: row.name, type: row.type, tools_available: row.tools_available, status: row.status, created_at: row.created_at };
}

export function detailView(row: SubagentRow) {
  const matches = toolMatchesOf(row);
  return {
    id: row.name,
    type: row.type,
    prompt: row.prompt,
    tools_available: row.tools_available,
    tools: matches.map((m) => m.tool),
    tool_matches: matches,
    status: row.status,
    created_at: row.created_at,
    ...(row.deleted_at ? { deleted_at: row.deleted_at } : {}),
  };
}

export function listItemView(row: SubagentRow) {
  return { ...deployedView(row), ...(row.deleted_at ? { deleted_at: row.deleted_at } : {}) };
}

export function updatedView(row: SubagentRow) {
  return { id: row.name, type: row.type, tools_available: row.tools_available, status: row.status, updated_at: row.updated_at };
}

export function deletedView(row: SubagentRow) {
  return { id: row.name, type: row.type, status: row.status, deleted_at: row.deleted_at };
}
