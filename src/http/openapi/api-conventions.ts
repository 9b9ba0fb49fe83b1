// What holds for every operation rather than for one route (docs/api.md): the request id, the rate
// limit headers, idempotency on POST, and the error statuses answered before a route's handler runs
// (405 from the router on any known path, 400 from it for a malformed or overlong path segment,
// 408 for a request that misses its deadline, 413 and 415 from body parsing, which GET does not do).
// Headers are written inline: OpenAPI allows no `required` beside a $ref.
type Json = Record<string, unknown>;

const header = (description: string, schema: Json) => ({ description, schema });

const headers = {
    RequestId: header("The request's id; a caller's own X-Request-Id (up to 128 plain characters) is kept", { type: 'string' }),
    RateLimitLimit: header('Requests allowed per 60-second window', { type: 'integer' }),
    RateLimitRemaining: header('Requests left in the current window', { type: 'integer' }),
    RateLimitReset: header('Unix time (seconds) when the current window ends', { type: 'integer' }),
    RetryAfter: header('Whole seconds to wait, at least 1', { type: 'integer', minimum: 1 }),
    IdempotentReplayed: header('The stored answer to an earlier request with the same Idempotency-Key', { type: 'string', enum: ['true'] }),
    Allow: header('The methods this path answers', { type: 'string' }),
};

export const conventionComponents = {
  parameters: {
    RequestId: { name: 'X-Request-Id', in: 'header', required: false, description: 'Your own request id: kept when it is 1 to 128 of A-Z a-z 0-9 . _ : -, replaced otherwise', schema: { type: 'string' } },
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes the POST safe to retry for 24 hours: the same key and body answer the stored response',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
};

const statusDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'invalid_request: malformed JSON, a missing or mistyped field, an unknown field or query parameter',
  401: 'missing_api_key or invalid_api_key',
  403: 'account_disabled, https_required or prebuilt_subagent_readonly',
  404: 'Not found (the code names what)',
  405: 'method_not_allowed: the Allow header lists the methods of this path',
  408: 'request_timeout: the headers or body did not arrive in time (the connection closes)',
  409: 'Conflict (the code names it)',
  413: 'payload_too_large: the body is over 1 MiB',
  415: 'unsupported_media_type: bodies are application/json',
  422: 'The request breaks a content rule (the code and param name it)',
  429: 'rate_limit_exceeded: wait Retry-After seconds',
  500: 'internal_error: retry with exponential backoff',
  503: 'Not ready',
};

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const errorBody = { content: { 'application/json': { schema: ref('schemas', 'Error') } } };

function addStatus(responses: Json, status: number) {
  responses[status] ??= { description: statusDescriptions[status], ...errorBody };
}

function rateLimitHeaders(status: number) {
  // Answered before the limiter counts (401, 403 of a disabled account, 405 and 408): none.
  if (status === 401 || status === 405 || status === 408) return {};
  const required = status < 300 || status === 429;
  return {
    'X-RateLimit-Limit': { ...headers.RateLimitLimit, required },
    'X-RateLimit-Remaining': { ...headers.RateLimitRemaining, required },
    'X-RateLimit-Reset': { ...headers.RateLimitReset, required },
  };
}

/** Adds the conventions to one operation of the document. */
export function applyConventions(path: string, method: string, operation: Json): void {
  const api = path.startsWith('/v1/');
  const responses = operation.responses as Json;
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  parameters.push(ref('parameters', 'RequestId'));
  if (api && method === 'post') parameters.push(ref('parameters', 'IdempotencyKey'));
  operation.parameters = parameters;
  for (const status of [405, 408]) addStatus(responses, status);
  if (path.includes('{')) addStatus(responses, 400);
  if (api) {
    for (const status of [400, 401, 403, 429, 500]) addStatus(responses, status);
    if (method !== 'get') for (const status of [413, 415]) addStatus(responses, status);
  }
  for (const [status, response] of Object.entries(responses) as Array<[string, Json]>) {
    if (response.description === 'Default Response' && statusDescriptions[status]) response.description = statusDescriptions[status];
    const answer: Json = { ...(response.headers as Json | undefined), 'X-Request-Id': { ...headers.RequestId, required: true } };
    if (api) Object.assign(answer, rateLimitHeaders(Number(status)));
    if (api && status === '429') answer['Retry-After'] = { ...headers.RetryAfter, required: true };
    if (status === '405') answer.Allow = { ...headers.Allow, required: true };
    if (api && method === 'post') answer['Idempotent-Replayed'] = headers.IdempotentReplayed;
    response.headers = answer;
  }
}
