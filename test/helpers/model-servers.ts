// Protocol doubles for hosted model APIs: real HTTP servers on 127.0.0.1 that speak the OpenAI Chat
// Completions API (POST /v1/chat/completions, what openai-compatible servers serve), the OpenAI
// Responses API (POST /v1/responses, what @ai-sdk/openai's openai(model) calls) and the Anthropic
// Messages API (POST /v1/messages). Each answers from a script of turns, records every request it
// received, and fails on demand (an HTTP status, or a slow answer).
import http from 'node:http';
import type net from 'node:net';

export type Turn = { toolCalls: Array<{ name: string; input: Record<string, unknown> }> } | { text: string };

/** What the next request gets instead of (or before) its scripted turn. */
export type Fault = { status: number; message?: string; retryAfterMs?: number } | { delayMs: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ModelServer {
  /** Base URL to configure the provider with, e.g. http://127.0.0.1:5555/v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the turns still to be answered. */
  script(turns: Turn[]): void;
  /** Faults taken one per request, before any scripted turn. */
  fail(...faults: Fault[]): void;
  close(): Promise<void>;
}

type Protocol = 'chat' | 'responses' | 'anthropic';
type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const usage = { prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 };

function chatReply(turn: Turn, n: number): unknown {
  const message =
    'text' in turn
      ? { role: 'assistant', content: turn.text }
      : { role: 'assistant', content: null, tool_calls: turn.toolCalls.map((c, i) => ({ id: `call_${n}_${i}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.input) } })) };
  return { id: `chatcmpl-${n}`, object: 'chat.completion', created: 1_741_000_000, model: 'double', choices: [{ index: 0, message, finish_reason: 'text' in turn ? 'stop' : 'tool_calls' }], usage };
}

function responsesReply(turn: Turn, n: number): unknown {
  const output =
    'text' in turn
      ? [{ type: 'message', id: `msg_${n}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text, annotations: [] }] }]
      : turn.toolCalls.map((c, i) => ({ type: 'function_call', id: `fc_${n}_${i}`, call_id: `call_${n}_${i}`, name: c.name, arguments: JSON.stringify(c.input), status: 'completed' }));
  return { id: `resp_${n}`, object: 'response', created_at: 1_741_000_000, status: 'completed', model: 'double', output, usage: { input_tokens: 3, output_tokens: 5, total_tokens: 8 } };
}

function anthropicReply(turn: Turn, n: number): unknown {
  const content = 'text' in turn ? [{ type: 'text', text: turn.text }] : turn.toolCalls.map((c, i) => ({ type: 'tool_use', id: `toolu_${n}_${i}`, name: c.name, input: c.input }));
  return { id: `msg_${n}`, type: 'message', role: 'assistant', model: 'double', content, stop_reason: 'text' in turn ? 'end_turn' : 'tool_use', stop_sequence: null, usage: { input_tokens: 3, output_tokens: 5 } };
}

function errorBody(protocol: Protocol, status: number, message: string): unknown {
  if (protocol === 'anthropic') return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } };
  return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
}

const PATHS: Record<Protocol, string> = { chat: '/v1/chat/completions', responses: '/v1/responses', anthropic: '/v1/messages' };

async function startServer(protocols: Protocol[]): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  let turns: Turn[] = [];
  const faults: Fault[] = [];
  let answered = 0;

  const reply = (protocol: Protocol): Reply => {
    const turn = turns.shift();
    if (!turn) return { status: 500, body: errorBody(protocol, 500, 'the test script has no turn left') };
    answered += 1;
    const build = { chat: chatReply, responses: responsesReply, anthropic: anthropicReply }[protocol];
    return { status: 200, body: build(turn, answered) };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const protocol = protocols.find((p) => PATHS[p] === req.url?.split('?')[0] && req.method === 'POST');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        // recorded as {} so a test sees the request arrived
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const send = (r: Reply) => {
        if (res.writableEnded || res.destroyed) return;
        res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
        res.end(JSON.stringify(r.body));
      };
      if (!protocol) return send({ status: 404, body: { error: { message: `no route ${req.method} ${req.url}` } } });
      const fault = faults.shift();
      if (fault && 'status' in fault) {
        // retry-after-ms keeps the AI SDK's backoff short; real providers send retry-after too.
        const headers: Record<string, string> = { 'retry-after-ms': String(fault.retryAfterMs ?? 10) };
        return send({ status: fault.status, body: errorBody(protocol, fault.status, fault.message ?? `scripted ${fault.status}`), headers });
      }
      const answer = () => send(reply(protocol));
      if (!fault) return answer();
      const timer = setTimeout(answer, fault.delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      turns = [...next];
    },
    fail: (...next) => {
      faults.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OpenAI: Chat Completions and Responses on one server. */
export function startOpenAIServer(): Promise<ModelServer> {
  return startServer(['chat', 'responses']);
}

/** Anthropic Messages. */
export function startAnthropicServer(): Promise<ModelServer> {
  return startServer(['anthropic']);
}
