// An MCP server's tools/list answer as Baton tools: names normalized (X2), the server's JSON Schema
// kept when it is a valid object schema (a server's odd schema must not make its source unusable).
import { invalidDefinition, pointer } from './definition-error.ts';
import { maxToolsPerSource } from './capabilities.ts';
import { checkInputSchema } from './input-schema.ts';
import type { McpToolInfo } from './mcp-client.ts';
import { normalizeToolPart } from './tool-names.ts';
import type { CustomToolSpec } from './types.ts';
import type { JsonSchema } from '../types.ts';

function inputOf(tool: McpToolInfo): JsonSchema {
  try {
    return checkInputSchema(tool.inputSchema, ['mcp']);
  } catch {
    return { type: 'object' };
  }
}

export function mcpTools(source: string, listed: McpToolInfo[]): CustomToolSpec[] {
  if (listed.length === 0) throw invalidDefinition(pointer('mcp', 'url'), 'the MCP server lists no tools');
  if (listed.length > maxToolsPerSource) throw invalidDefinition(pointer('mcp', 'url'), `a source has at most ${maxToolsPerSource} tools, this server lists ${listed.length}`);
  const seen = new Map<string, string>();
  return listed.map((tool) => {
    const part = normalizeToolPart(tool.name);
    if (!part) throw invalidDefinition(pointer('mcp', 'url'), `the server's tool ${JSON.stringify(tool.name)} has no letters or digits to name it by`);
    const clash = seen.get(part);
    if (clash) throw invalidDefinition(pointer('mcp', 'url'), `the server's tools ${clash} and ${tool.name} both become ${source}.${part}`);
    seen.set(part, tool.name);
    const description = (tool.description ?? '').trim() || tool.name;
    return { name: `${source}.${part}`, description: description.slice(0, 1024), input: inputOf(tool), call: { kind: 'mcp', tool: tool.name, ...(tool.annotations?.readOnlyHint ? { readOnly: true } : {}) } };
  });
}
