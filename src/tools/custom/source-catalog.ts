// A custom tool source as catalog entries: one ServiceDef and its ToolDefs, the same shapes as a
// built-in service's, so the matcher, the planner, the consent gate and the engine treat both
// alike (X5). Calls go to the live URL, or in the test environment to the sandbox URL; without
// one a test call is simulated: the input checked, nothing sent (X7).
import type { ToolIntent } from '../intent-types.ts';
import type { CatalogEntry } from '../catalog.ts';
import type { LiveApi, ServiceDef, ToolDef } from '../types.ts';
import { validateToolInput } from '../validate-input.ts';
import { authParts } from './auth-request.ts';
import { callHttpTool } from './http-call.ts';
import { callMcpTool } from './mcp-call.ts';
import type { CustomToolSpec, PublicAuth, SourceKind } from './types.ts';

export interface CustomSource {
  name: string;
  kind: SourceKind;
  description: string;
  url: string;
  sandboxUrl?: string;
  auth: PublicAuth;
  /** The api key or bearer token (opened, or read from its environment variable). */
  credential?: string;
  tools: CustomToolSpec[];
}

/** X6: calls, and an MCP server's tools/list, time out after 30 s. */
export const sourceTimeoutMs = 30_000;

export interface CallSettings {
  allowPrivate: boolean;
  timeoutMs: number;
}

const readingVerb = /^(get|list|find|search|read|show|fetch|lookup|query|check|count|describe|view)(_|$)/;

/** A GET, a server's read-only hint, or a reading verb (`find_customer` is a POST in the capabilities format). */
function mutates(spec: CustomToolSpec): boolean {
  if (spec.call.kind === 'http' && spec.call.method === 'GET') return false;
  if (spec.call.kind === 'mcp' && spec.call.readOnly) return false;
  return !readingVerb.test(spec.name.split('.')[1]);
}

/** Words too general to say which source a prompt means. */
const generic = new Set(['api', 'apis', 'service', 'server', 'mcp', 'tools', 'tool', 'internal', 'the', 'and', 'our', 'app']);

/** The words of a source's name a prompt uses to mean it ("billing-api" -> billing). */
/**
 * What a custom tool does, read from its name: the first word is the command verb, the rest its
 * objects ("domain42.find_customer", "approveInvoice" -> approve / invoice). No target lookup: the
 * planner fills its inputs from the prompt.
 */
function intentOf(name: string): ToolIntent {
  const [verb, ...objects] = (name.split('.').pop() ?? name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return { verbs: verb ? [verb] : [], objects };
}

function nameWords(name: string): string[] {
  return [...new Set(name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !generic.has(w)))];
}

export function customEntry(source: CustomSource, settings: CallSettings): CatalogEntry {
  const scopes = source.auth.type === 'oauth2' ? source.auth.scopes : [];
  const service: ServiceDef = {
    id: source.name,
    name: source.name,
    description: source.description,
    keywords: nameWords(source.name),
    requiresConnection: source.auth.type === 'oauth2',
    apiBaseUrl: source.url,
    sandboxSeed: () => ({}),
    custom: true,
  };
  const call = (spec: CustomToolSpec, url: string, input: Record<string, unknown>, signal: AbortSignal | undefined, now: () => Date, token?: string) => {
    const auth = authParts(token ? { type: 'bearer' } : source.auth, token ?? source.credential);
    if (spec.call.kind === 'mcp') {
      return callMcpTool(source.name, { url, headers: auth.headers, egress: { allowPrivate: settings.allowPrivate, timeoutMs: settings.timeoutMs, signal } }, spec.call.tool, input, now);
    }
    return callHttpTool(spec.call, input, { source: source.name, baseUrl: url, auth, allowPrivate: settings.allowPrivate, timeoutMs: settings.timeoutMs, signal, now });
  };
  const tools = source.tools.map((spec): ToolDef => {
    const tool: ToolDef = {
      name: spec.name,
      service: source.name,
      description: spec.description,
      keywords: [],
      input: spec.input,
      output: source.kind === 'mcp' ? "The MCP tool's result" : "The API's JSON answer",
      scopes,
      mutates: mutates(spec),
      intent: intentOf(spec.name),
      async sandbox(input, world) {
        validateToolInput(tool, input);
        if (!source.sandboxUrl) return { simulated: true, tool: spec.name, input, ...(spec.example !== undefined ? { example: spec.example } : {}) };
        return call(spec, source.sandboxUrl, input, world.signal, world.now);
      },
      live: async (input, api: LiveApi) => call(spec, source.url, validateToolInput(tool, input), api.signal, api.now, api.accessToken || undefined),
    };
    return tool;
  });
  return { service, tools };
}
