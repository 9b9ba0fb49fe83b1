// One tools/call on a remote MCP server (X1, X6). A result the server marks isError goes back to
// the model (G4); HTTP failures of the transport map like any HTTP source's.
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolError } from '../tool-error.ts';
import { statusError, transportError } from './call-errors.ts';
import { withMcpClient, type McpEndpoint } from './mcp-client.ts';

interface McpContent {
  type: string;
  text?: string;
  [key: string]: unknown;
}

/** What the model gets: structured content when the server gives it, else the text (parsed when JSON). */
function outputOf(result: { content?: McpContent[]; structuredContent?: unknown }): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const content = result.content ?? [];
  if (content.length === 1 && content[0].type === 'text') {
    const text = content[0].text ?? '';
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return content;
}

export async function callMcpTool(source: string, endpoint: McpEndpoint, tool: string, input: Record<string, unknown>, now: () => Date): Promise<unknown> {
  let result;
  try {
    result = await withMcpClient(endpoint, (client) => client.callTool({ name: tool, arguments: input }, undefined, { signal: endpoint.egress.signal, timeout: endpoint.egress.timeoutMs }));
  } catch (error) {
    if (error instanceof StreamableHTTPError && typeof error.code === 'number' && error.code >= 400) throw statusError(source, error.code, error.message, undefined, now());
    throw transportError(source, error);
  }
  const output = outputOf(result as { content?: McpContent[]; structuredContent?: unknown });
  if (result.isError) throw new ToolError('invalid_input', `${source}.${tool} failed: ${typeof output === 'string' ? output : JSON.stringify(output)}`.slice(0, 1000));
  return output;
}
