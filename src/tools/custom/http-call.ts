// One call of an HTTP tool (capabilities and OpenAPI sources): the input placed in the path, query,
// headers and JSON body as the tool's call says, sent through the egress guard (E7) with a 30 s
// timeout and at most 1 MiB of the answer kept (X6).
import { guardedFetch } from '../../lib/egress/index.ts';
import { statusError, transportError } from './call-errors.ts';
import type { AuthParts } from './auth-request.ts';
import type { HttpCall } from './types.ts';

export interface HttpTarget {
  source: string;
  baseUrl: string;
  auth: AuthParts;
  allowPrivate: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
  now(): Date;
}

const maxBytes = 1024 * 1024;

/** The request an HTTP tool sends for an input: exported for tests and the docs' examples. */
export function buildHttpRequest(call: HttpCall, input: Record<string, unknown>, target: Pick<HttpTarget, 'baseUrl' | 'auth'>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const path = call.path.replace(/\{([^}]+)\}/g, (_m, field: string) => encodeURIComponent(text(input[field] ?? '')));
  const url = new URL(target.baseUrl.replace(/\/+$/, '') + path);
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Baton' };
  for (const param of call.params) {
    const value = input[param.name];
    if (value === undefined || param.in === 'path') continue;
    if (param.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(param.name, text(item));
    } else headers[param.name.toLowerCase()] = text(value);
  }
  for (const [name, value] of Object.entries(target.auth.query)) url.searchParams.set(name, value);
  Object.assign(headers, target.auth.headers);
  let body: string | undefined;
  if (call.body && 'fields' in call.body) {
    body = JSON.stringify(Object.fromEntries(call.body.fields.filter((f) => input[f] !== undefined).map((f) => [f, input[f]])));
  } else if (call.body && input[call.body.field] !== undefined) {
    body = JSON.stringify(input[call.body.field]);
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { method: call.method, url: url.toString(), headers, body };
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return null;
  if (contentType?.includes('json') || /^[[{"]/.test(text.trimStart())) {
    try {
      return JSON.parse(text);
    } catch {
      // a cut or malformed JSON answer: the model gets the text
    }
  }
  return text;
}

export async function callHttpTool(call: HttpCall, input: Record<string, unknown>, target: HttpTarget): Promise<unknown> {
  const req = buildHttpRequest(call, input, target);
  let res;
  try {
    res = await guardedFetch(req.url, { method: req.method, headers: req.headers, body: req.body }, { allowPrivate: target.allowPrivate, timeoutMs: target.timeoutMs, maxBytes, signal: target.signal });
  } catch (error) {
    throw transportError(target.source, error);
  }
  if (res.status >= 300) throw statusError(target.source, res.status, res.body, res.headers['retry-after'], target.now());
  const output = parseBody(res.body, res.headers['content-type']);
  return res.truncated ? { truncated: true, body: res.body } : output;
}
