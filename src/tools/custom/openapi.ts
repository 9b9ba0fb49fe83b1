// X1, kind `openapi`: one tool per operation of an OpenAPI 3.0 or 3.1 document (an object, or its
// JSON or YAML text). The input joins the operation's parameters and its JSON request body (whose
// properties become top-level fields unless a name clashes, then the body is one `body` field); the
// description is the summary; a documented example response is kept for simulated calls (X7).
import { parse as parseYaml } from 'yaml';
import type { JsonSchema } from '../types.ts';
import { maxToolsPerSource } from './capabilities.ts';
import { invalidDefinition, isObject, pointer, type Json } from './definition-error.ts';
import { checkInputSchema } from './input-schema.ts';
import { deref, resolveSchema } from './openapi-refs.ts';
import { normalizeToolPart } from './tool-names.ts';
import type { CustomToolSpec, HttpCall, HttpParam } from './types.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The document as an object: given as one, or as JSON or YAML text. */
export function openapiDocument(raw: unknown): Json {
  let doc = raw;
  if (typeof raw === 'string') {
    try {
      // JSON first: it is YAML too, but the YAML parser takes a second over a large document.
      doc = /^\s*\{/.test(raw) ? JSON.parse(raw) : parseYaml(raw, { maxAliasCount: 100 });
    } catch (error) {
      throw invalidDefinition(pointer('openapi'), `the OpenAPI document is neither JSON nor YAML: ${(error as Error).message}`);
    }
  }
  if (!isObject(doc)) throw invalidDefinition(pointer('openapi'), 'openapi must be an OpenAPI 3.0 or 3.1 document (an object, or its JSON or YAML text)');
  if (typeof doc.openapi !== 'string' || !/^3\.[01]\.\d+/.test(doc.openapi)) throw invalidDefinition(pointer('openapi', 'openapi'), 'only OpenAPI 3.0 and 3.1 documents are supported');
  if (!isObject(doc.paths)) throw invalidDefinition(pointer('openapi', 'paths'), 'the document has no paths');
  return doc;
}

/** The document's first server URL, when it is absolute (a relative one needs base_url). */
export function documentBaseUrl(doc: Json): string | undefined {
  const first = Array.isArray(doc.servers) ? doc.servers[0] : undefined;
  const url = isObject(first) && typeof first.url === 'string' ? first.url : undefined;
  return url && /^https?:\/\//.test(url) ? url : undefined;
}

function exampleResponse(doc: Json, op: Json, at: string): unknown {
  const responses = isObject(op.responses) ? op.responses : {};
  const code = Object.keys(responses).find((c) => /^2\d\d$/.test(c));
  const response = code ? deref(doc, responses[code], at) : undefined;
  const content = isObject(response) && isObject(response.content) ? response.content : {};
  const media = deref(doc, content['application/json'] ?? Object.values(content)[0], at);
  if (!isObject(media)) return undefined;
  if (media.example !== undefined) return media.example;
  const first = isObject(media.examples) ? deref(doc, Object.values(media.examples)[0], at) : undefined;
  if (isObject(first) && first.value !== undefined) return first.value;
  const schema = deref(doc, media.schema, at);
  return isObject(schema) ? schema.example : undefined;
}

function operationTool(doc: Json, source: string, path: string, method: string, op: Json, shared: unknown[]): Omit<CustomToolSpec, 'name'> & { part: string } {
  const at = pointer('openapi', 'paths', path, method);
  const part = normalizeToolPart(typeof op.operationId === 'string' ? op.operationId : `${method}_${path}`);
  if (!part) throw invalidDefinition(pointer('openapi', 'paths', path, method, 'operationId'), 'the operation needs an operationId with letters or digits');
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const params: HttpParam[] = [];
  const own = Array.isArray(op.parameters) ? op.parameters : [];
  const byKey = new Map<string, Json>();
  for (const raw of [...shared, ...own]) {
    const param = deref(doc, raw, at);
    if (!isObject(param) || typeof param.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(String(param.in))) {
      throw invalidDefinition(pointer('openapi', 'paths', path, method, 'parameters'), 'each parameter needs a name and in (path, query, header)');
    }
    byKey.set(`${param.in}:${param.name}`, param);
  }
  for (const param of byKey.values()) {
    if (param.in === 'cookie') continue;
    const name = param.name as string;
    const schema = (resolveSchema(doc, param.schema ?? { type: 'string' }, at) ?? {}) as JsonSchema;
    properties[name] = { ...schema, ...(typeof param.description === 'string' ? { description: param.description } : {}) };
    if (param.required === true || param.in === 'path') required.push(name);
    params.push({ name, in: param.in as HttpParam['in'] });
  }
  let body: HttpCall['body'] = null;
  const requestBody = deref(doc, op.requestBody, at);
  const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : undefined;
  const media = content ? deref(doc, content['application/json'] ?? Object.entries(content).find(([t]) => t.endsWith('+json'))?.[1], at) : undefined;
  if (isObject(media)) {
    const schema = (resolveSchema(doc, media.schema ?? { type: 'object' }, at) ?? {}) as JsonSchema;
    const fields = Object.keys(schema.properties ?? {});
    if (schema.type === 'object' && fields.length > 0 && !fields.some((f) => f in properties)) {
      Object.assign(properties, schema.properties);
      for (const f of schema.required ?? []) required.push(f);
      body = { fields };
    } else {
      properties.body = schema;
      if ((requestBody as Json).required === true) required.push('body');
      body = { field: 'body' };
    }
  }
  const input = checkInputSchema({ type: 'object', properties, ...(required.length ? { required } : {}) }, ['openapi', 'paths', path, method]);
  const summary = [op.summary, op.description].find((t) => typeof t === 'string' && t.trim() !== '') as string | undefined;
  return {
    part,
    description: (summary ?? `${method.toUpperCase()} ${path}`).trim().slice(0, 1024),
    input,
    call: { kind: 'http', method: method.toUpperCase() as HttpCall['method'], path, params, body },
    example: exampleResponse(doc, op, at),
  };
}

/** One tool per operation, in document order; `operations` keeps only those operationIds. */
export function openapiTools(source: string, doc: Json, operations: unknown): CustomToolSpec[] {
  let wanted: Set<string> | undefined;
  if (operations !== undefined) {
    if (!Array.isArray(operations) || operations.length === 0 || operations.some((o) => typeof o !== 'string')) {
      throw invalidDefinition(pointer('operations'), 'operations must be a non-empty array of operationIds');
    }
    wanted = new Set(operations as string[]);
  }
  const tools: CustomToolSpec[] = [];
  const seen = new Map<string, string>();
  const found = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const entry = deref(doc, item, pointer('openapi', 'paths', path));
    if (!isObject(entry)) continue;
    if (!path.startsWith('/')) throw invalidDefinition(pointer('openapi', 'paths', path), 'a path must start with /');
    const shared = Array.isArray(entry.parameters) ? entry.parameters : [];
    for (const method of methods) {
      const op = entry[method];
      if (!isObject(op)) continue;
      if (wanted && !(typeof op.operationId === 'string' && wanted.has(op.operationId))) continue;
      if (typeof op.operationId === 'string') found.add(op.operationId);
      const { part, ...tool } = operationTool(doc, source, path, method, op, shared);
      const clash = seen.get(part);
      if (clash) throw invalidDefinition(pointer('openapi', 'paths', path, method, 'operationId'), `two operations become the tool ${source}.${part} (${clash} and ${method.toUpperCase()} ${path})`);
      seen.set(part, `${method.toUpperCase()} ${path}`);
      tools.push({ name: `${source}.${part}`, ...tool });
    }
  }
  if (wanted) {
    const missing = [...wanted].find((o) => !found.has(o));
    if (missing) throw invalidDefinition(pointer('operations', (operations as string[]).indexOf(missing)), `the document has no operation ${missing}`);
  }
  if (tools.length === 0) throw invalidDefinition(pointer('openapi', 'paths'), 'the document has no operations');
  if (tools.length > maxToolsPerSource) throw invalidDefinition(pointer('operations'), `a source has at most ${maxToolsPerSource} tools, this document ${tools.length} (choose some with operations)`);
  return tools;
}
