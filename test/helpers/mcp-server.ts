// A real MCP server built with the official SDK, on loopback over Streamable HTTP: a notes store
// with a reading tool and a writing one. Stateless (a server and transport per request), as remote
// MCP servers usually are; it records each request's headers so tests can check what was sent.
// Protected by OAuth (protect()), it is a resource server as the MCP authorization spec says: it
// publishes its protected resource metadata (RFC 9728) naming the authorization server, answers a
// request without a valid token for it 401 with a WWW-Authenticate challenge pointing there, and
// hands the token's subject to the tools (the SDK's authInfo).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { startLoopbackServer } from './loopback-server.ts';

export interface NotesMcpServer {
  url: string;
  notes: Array<{ title: string; body: string }>;
  requests: Array<{ method: string; headers: IncomingHttpHeaders; rpc?: string }>;
  /** `sub` is the end user of the token the call carried (OAuth-protected servers). */
  calls: Array<{ tool: string; args: unknown; sub?: string }>;
  /** Tools the server lists; tests add one to see a refresh pick it up. */
  extraTools: string[];
  /** Requires a valid token for this server from the authorization server, on every request or only on tools/call. */
  protect(auth: McpAuthorization): void;
  close(): Promise<void>;
}

export interface McpAuthorization {
  issuer: string;
  scopes: string[];
  introspect(token: string): Promise<{ active: boolean; sub?: string; clientId?: string; scopes?: string[]; aud?: string }>;
  /** `calls`: initialize and tools/list are open to anyone, tools/call needs a token. Default `all`. */
  only?: 'calls';
}

const metadataPath = '/.well-known/oauth-protected-resource/mcp';

/** The bearer token's AuthInfo, or undefined after answering 401 with the challenge (RFC 6750, RFC 9728). */
async function authorize(req: IncomingMessage, res: ServerResponse, auth: McpAuthorization, resource: string, origin: string): Promise<AuthInfo | undefined> {
  const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const info = token ? await auth.introspect(token) : { active: false };
  if (token && info.active && info.aud === resource) {
    return { token, clientId: info.clientId ?? '', scopes: info.scopes ?? [], resource: new URL(resource), extra: { sub: info.sub } };
  }
  const error = token ? ', error="invalid_token"' : '';
  res.writeHead(401, { 'www-authenticate': `Bearer resource_metadata="${origin}${metadataPath}"${error}`, 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: token ? 'invalid_token' : 'unauthorized' }));
  return undefined;
}

export async function startNotesMcpServer(options: { requireHeader?: [string, string]; jsonResponse?: boolean } = {}): Promise<NotesMcpServer> {
  const state: Omit<NotesMcpServer, 'url' | 'close' | 'protect'> = { notes: [{ title: 'Welcome', body: 'First note' }], requests: [], calls: [], extraTools: [] };
  let protection: McpAuthorization | undefined;
  const subOf = (authInfo: AuthInfo | undefined) => (typeof authInfo?.extra?.sub === 'string' ? { sub: authInfo.extra.sub } : {});
  const build = () => {
    const server = new McpServer({ name: 'notes', version: '1.0.0' });
    server.registerTool('list_notes', { description: 'List the notes in the notebook, optionally only those whose title contains a word', inputSchema: { contains: z.string().optional() } }, async ({ contains }, extra) => {
      state.calls.push({ tool: 'list_notes', args: { contains }, ...subOf(extra.authInfo) });
      const notes = state.notes.filter((n) => !contains || n.title.includes(contains));
      return { content: [{ type: 'text', text: JSON.stringify(notes) }] };
    });
    server.registerTool('addNote', { description: 'Add a note with a title and a body to the notebook', inputSchema: { title: z.string(), body: z.string() } }, async ({ title, body }, extra) => {
      state.calls.push({ tool: 'addNote', args: { title, body }, ...subOf(extra.authInfo) });
      state.notes.push({ title, body });
      return { content: [{ type: 'text', text: `Added note "${title}"` }] };
    });
    for (const name of state.extraTools) {
      server.registerTool(name, { description: `Extra tool ${name}` }, async () => ({ content: [{ type: 'text', text: name }] }));
    }
    return server;
  };
  let origin = '';
  const http = await startLoopbackServer(async (req, res) => {
    if (protection && req.method === 'GET' && req.url === metadataPath) {
      const metadata = { resource: `${origin}/mcp`, authorization_servers: [protection.issuer], scopes_supported: protection.scopes, bearer_methods_supported: ['header'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(metadata));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    state.requests.push({ method: req.method ?? '', headers: req.headers, rpc: body?.method });
    const [header, value] = options.requireHeader ?? [];
    if (header && req.headers[header] !== value) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unauthorized' }));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    if (protection && (protection.only !== 'calls' || body?.method === 'tools/call')) {
      const authInfo = await authorize(req, res, protection, `${origin}/mcp`, origin);
      if (!authInfo) return;
      (req as IncomingMessage & { auth?: AuthInfo }).auth = authInfo;
    }
    const server = build();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: options.jsonResponse ?? false });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  origin = http.origin;
  return Object.assign(state, {
    url: `${http.origin}/mcp`,
    protect: (auth: McpAuthorization) => void (protection = auth),
    close: http.close,
  });
}
