// The tool catalog: every built-in service and its tools, in one registry with a content hash.
// The hash (catalogVersion) lets stored tool selections say which catalog they were computed
// against, since the matcher is only deterministic for one catalog version (decision S5).
import { createHash } from 'node:crypto';
import type { ServiceDef, ToolDef } from './types.ts';
import { datetimeService, datetimeTools } from './builtin/datetime/service.ts';
import { githubService, githubTools } from './builtin/github/service.ts';
import { gmailService, gmailTools } from './builtin/gmail/service.ts';
import { googleCalendarService, googleCalendarTools } from './builtin/google_calendar/service.ts';
import { linearService, linearTools } from './builtin/linear/service.ts';
import { notionService, notionTools } from './builtin/notion/service.ts';
import { slackService, slackTools } from './builtin/slack/service.ts';
import { webService, webTools } from './builtin/web/service.ts';

export interface CatalogEntry {
  service: ServiceDef;
  tools: readonly ToolDef[];
}

export interface Catalog {
  services: readonly ServiceDef[];
  tools: readonly ToolDef[];
  /** Short sha256 of everything the matcher and the models read; changes whenever the catalog does. */
  catalogVersion: string;
  getTool(name: string): ToolDef | undefined;
  getService(id: string): ServiceDef | undefined;
  /** The tools of one service, in catalog order: a lookup, not a pass over the catalog. */
  toolsOf(serviceId: string): readonly ToolDef[];
}

/** JSON with object keys sorted, so the hash does not depend on property order in source files. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Hash of the sorted tool names, descriptions, input schemas, scopes and keywords, plus the service
 * fields the matcher reads (names, keywords). Implementations (sandbox/live) are left out on purpose:
 * they do not change which tools a prompt selects.
 */
export function computeCatalogVersion(services: readonly ServiceDef[], tools: readonly ToolDef[]): string {
  const toolPart = [...tools]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((t) => ({ name: t.name, service: t.service, description: t.description, keywords: t.keywords, input: t.input, scopes: t.scopes, mutates: t.mutates, intent: t.intent && { ...t.intent, summary: t.intent.summary?.toString() } }));
  const servicePart = [...services]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((s) => ({ id: s.id, name: s.name, description: s.description, keywords: s.keywords, requiresConnection: s.requiresConnection }));
  return createHash('sha256').update(canonicalJson({ tools: toolPart, services: servicePart })).digest('hex').slice(0, 12);
}

/**
 * Builds a catalog and checks the invariants other modules rely on (unique names, `<service>.`
 * prefixes). `version` when the caller hashed the same content already, part by part (an
 * account's catalog hashes each tool source once, services/tools/account-catalog.ts).
 */
export function buildCatalog(entries: readonly CatalogEntry[], version?: string): Catalog {
  const services: ServiceDef[] = [];
  const tools: ToolDef[] = [];
  const toolByName = new Map<string, ToolDef>();
  const serviceById = new Map<string, ServiceDef>();
  const toolsByService = new Map<string, readonly ToolDef[]>();
  for (const { service, tools: own } of entries) {
    if (serviceById.has(service.id)) throw new Error(`duplicate service ${service.id}`);
    serviceById.set(service.id, service);
    services.push(service);
    toolsByService.set(service.id, [...own]);
    for (const tool of own) {
      if (tool.service !== service.id || !tool.name.startsWith(`${service.id}.`)) {
        throw new Error(`tool ${tool.name} does not belong to service ${service.id}`);
      }
      if (toolByName.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
      toolByName.set(tool.name, tool);
      tools.push(tool);
    }
  }
  return {
    services,
    tools,
    catalogVersion: version ?? computeCatalogVersion(services, tools),
    getTool: (name) => toolByName.get(name),
    getService: (id) => serviceById.get(id),
    toolsOf: (serviceId) => toolsByService.get(serviceId) ?? [],
  };
}

/** The built-in services. Order is the display order in docs; the matcher breaks ties by name. */
export const builtinEntries: readonly CatalogEntry[] = [
  { service: githubService, tools: githubTools },
  { service: linearService, tools: linearTools },
  { service: notionService, tools: notionTools },
  { service: slackService, tools: slackTools },
  { service: googleCalendarService, tools: googleCalendarTools },
  { service: gmailService, tools: gmailTools },
  { service: webService, tools: webTools },
  { service: datetimeService, tools: datetimeTools },
];

/** The built-in catalog; an account with custom tool sources has its own (services/tools/account-catalog.ts). */
export const catalog: Catalog = buildCatalog(builtinEntries);
