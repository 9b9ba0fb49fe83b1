// A remote MCP server over Streamable HTTP, through the official SDK's client (X1): tools/list at
// registration and refresh, tools/call for calls. One short session per use: Baton keeps no
// connection open between tool calls, so any node can make any call.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { egressFetch, type FetchLike, type GuardedFetchOptions } from '../../lib/egress/index.ts';

export interface McpEndpoint {
  url: string;
  /** Auth headers (api key, bearer, an end user's token). */
  headers: Record<string, string>;
  egress: GuardedFetchOptions;
  /** Sees each HTTP answer (registration reads a 401's WWW-Authenticate challenge). */
  onResponse?(response: Response): void;
}

export interface McpToolInfo {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean };
}

const clientInfo = { name: 'baton', version: '1.0.0' };
const maxPages = 20;

/**
 * The transport's fetch: through the egress guard, and GET (the optional stream of
 * server-initiated messages) answered 405 here: Baton only sends requests, and a long-lived
 * stream would hold the call open until its timeout.
 */
function mcpFetch(endpoint: McpEndpoint): FetchLike {
  const send = egressFetch(endpoint.egress);
  return async (url, init = {}) => {
    if ((init.method ?? 'GET').toUpperCase() === 'GET') return new Response(null, { status: 405 });
    const res = await send(url, init);
    endpoint.onResponse?.(res);
    return res;
  };
}

export async function withMcpClient<T>(endpoint: McpEndpoint, use: (client: Client) => Promise<T>): Promise<T> {
  const transport = new StreamableHTTPClientTransport(new URL(endpoint.url), {
    fetch: mcpFetch(endpoint),
    requestInit: { headers: endpoint.headers },
  });
  const client = new Client(clientInfo, { capabilities: {} });
  await client.connect(transport, { signal: endpoint.egress.signal, timeout: endpoint.egress.timeoutMs });
  try {
    return await use(client);
  } finally {
    await transport.terminateSession().catch(() => {});
    await client.close().catch(() => {});
  }
}

export async function listMcpTools(endpoint: McpEndpoint): Promise<McpToolInfo[]> {
  return withMcpClient(endpoint, async (client) => {
    const tools: McpToolInfo[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, { signal: endpoint.egress.signal, timeout: endpoint.egress.timeoutMs });
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    return tools;
  });
}
