// One load run with wrk over HTTPS keep-alive; returns requests per second and latency.
// wrk (C) rather than a Node load generator: with two cores, a generator slower than the server
// measures itself, which flattered every ratio against the bare baseline. The server under test is
// pinned to core 1 and wrk to core 0, so the two do not compete for a core and runs repeat closely.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Share of the machine's CPU time the hypervisor gave to other guests during the run. */
  steal: number;
}

export interface LoadOptions {
  url: string;
  /** The process under load: pinned to its own core for the run. */
  serverPid: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
}

const pinned = availableParallelism() >= 2;

// Steal time from /proc/stat: on a shared virtual machine it showed up to 30% during loads, which
// slows every server alike but unevenly over time; each row prints it so a disturbed run is visible.
function cpuTimes(): { steal: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, n) => sum + n, 0) };
  } catch {
    return { steal: 0, total: 0 };
  }
}

let wrkFound = false;

function requireWrk(): void {
  if (wrkFound) return;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('the load benchmarks need wrk: apt-get install -y wrk', { cause: error });
  }
  wrkFound = true;
}

function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`unreadable wrk latency ${text}`);
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
}

// A Lua long string cannot be closed by any text that lacks "]==]".
const luaString = (text: string) => {
  if (text.includes(']==]')) throw new Error('request text contains ]==]');
  return `[==[${text}]==]`;
};

export function load(options: LoadOptions): LoadResult {
  requireWrk();
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-wrk-'));
  try {
    const script = path.join(dir, 'request.lua');
    const lines = [`wrk.method = ${luaString(options.method ?? 'GET')}`];
    if (options.body !== undefined) lines.push(`wrk.body = ${luaString(options.body)}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`);
    writeFileSync(script, lines.join('\n'));
    const wrk = ['wrk', '-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', script, options.url];
    if (pinned) execFileSync('taskset', ['-pc', '1', String(options.serverPid)], { stdio: 'ignore' });
    const before = cpuTimes();
    const out = execFileSync(pinned ? 'taskset' : wrk[0], pinned ? ['-c', '0', ...wrk] : wrk.slice(1), { encoding: 'utf8' });
    const after = cpuTimes();
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1]),
      p50: millis(/\s50%\s+(\S+)/.exec(out)![1]),
      p99: millis(/\s99%\s+(\S+)/.exec(out)![1]),
      errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      steal: after.total > before.total ? (after.steal - before.steal) / (after.total - before.total) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function row(label: string, r: LoadResult): string {
  return `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors + r.non2xx}   steal ${(r.steal * 100).toFixed(0)}%`;
}
