// A real HTTPS client that trusts only the server's own certificate, as a careful user would.
import https from 'node:https';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // Parsed JSON body; typed loosely because tests probe arbitrary fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  method?: string;
  key?: string;
  body?: unknown;
  /** Sent as is, for malformed-body tests. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export function createClient(baseUrl: string, ca: string) {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
  function request(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let payload: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    return new Promise((resolve, reject) => {
      const method = options.method ?? (payload === undefined ? 'GET' : 'POST');
      const req = https.request(new URL(path, baseUrl), { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
