// One load run with autocannon over HTTPS keep-alive; returns requests per second and latency.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(options: { url: string; ca: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; seconds: number; connections: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    duration: options.seconds,
    connections: options.connections,
    tlsOptions: { ca: options.ca },
  } as autocannon.Options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

export function row(label: string, r: LoadResult): string {
  return `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
}
