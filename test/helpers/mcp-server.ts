// A real MCP server built with the official SDK, on loopback over Streamable HTTP: a notes store
// with a reading tool and a writing one. Stateless (a server and transport per request), as remote
// MCP servers usually are; it records each request's headers so tests can check what was sent.
import type { IncomingHttpHeaders } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { startLoopbackServer } from './loopback-server.ts';

export interface NotesMcpServer {
  url: string;
  notes: Array<{ title: string; body: string }>;
  requests: Array<{ method: string; headers: IncomingHttpHeaders; rpc?: string }>;
  calls: Array<{ tool: string; args: unknown }>;
  /** Tools the server lists; tests add one to see a refresh pick it up. */
  extraTools: string[];
  close(): Promise<void>;
}

export async function startNotesMcpServer(options: { requireHeader?: [string, string]; jsonResponse?: boolean } = {}): Promise<NotesMcpServer> {
  const state: Omit<NotesMcpServer, 'url' | 'close'> = { notes: [{ title: 'Welcome', body: 'First note' }], requests: [], calls: [], extraTools: [] };
  const build = () => {
    const server = new McpServer({ name: 'notes', version: '1.0.0' });
    server.registerTool('list_notes', { description: 'List the notes in the notebook, optionally only those whose title contains a word', inputSchema: { contains: z.string().optional() } }, async ({ contains }) => {
      state.calls.push({ tool: 'list_notes', args: { contains } });
      const notes = state.notes.filter((n) => !contains || n.title.includes(contains));
      return { content: [{ type: 'text', text: JSON.stringify(notes) }] };
    });
    server.registerTool('addNote', { description: 'Add a note with a title and a body to the notebook', inputSchema: { title: z.string(), body: z.string() } }, async ({ title, body }) => {
      state.calls.push({ tool: 'addNote', args: { title, body } });
      state.notes.push({ title, body });
      return { content: [{ type: 'text', text: `Added note "${title}"` }] };
    });
    for (const name of state.extraTools) {
      server.registerTool(name, { description: `Extra tool ${name}` }, async () => ({ content: [{ type: 'text', text: name }] }));
    }
    return server;
  };
  const http = await startLoopbackServer(async (req, res) => {
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
    const server = build();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: options.jsonResponse ?? false });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  return Object.assign(state, { url: `${http.origin}/mcp`, close: http.close });
}
