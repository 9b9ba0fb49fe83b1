// All configuration comes from environment variables, validated once at start (docs/configuration.md).
import path from 'node:path';
import { ConfigError, readBoolean, readChoice, readInteger, readIntegerList, readString, readUrl, type Env } from './env-parsers.ts';

export { ConfigError };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  dataDir: string;
  /** Set when storage is PostgreSQL; absent means embedded SQLite in the data directory. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections one process keeps (plus one that listens for notifications). */
  poolSize: number;
  host: string;
  port: number;
  /** Optional plain-HTTP listener that answers every request 403 https_required (T1). */
  httpPort: number | undefined;
  /** The address end users and clients reach; defaults to https://<host>:<port> once listening. */
  publicUrl: string | undefined;
  tls: { certFile: string; keyFile: string } | undefined;
  /** Deadlines and the connection cap of the HTTPS listener (slow clients, idle connections). */
  http: HttpLimits;
  /** Fastify's trustProxy: false, true, or a list of addresses/CIDRs. */
  trustProxy: boolean | string[];
  logLevel: LogLevel;
  allowPrivateNetworks: boolean;
  /** Base64 key ring, `kid:base64key[,kid:base64key...]`, first is active; generated on the embedded default. */
  encryptionKey: string | undefined;
  /** K8: maximum task duration. */
  taskTimeoutSeconds: number;
  /** K6: how long a task waits for consent. */
  consentTimeoutSeconds: number;
  worker: {
    /** False makes `baton serve` an API-only node (workers run elsewhere, e.g. `baton worker`). */
    enabled: boolean;
    /** Tasks one process runs at once (they mostly wait on I/O). */
    concurrency: number;
    /** How long a claimed task stays claimed without a heartbeat. */
    leaseSeconds: number;
    /** Delays between retries of a tool call that met a 5xx or 429 (spec: 3 retries). */
    toolRetryDelaysMs: number[];
  };
  /** E4: seconds before each delivery attempt, the first counted from the event. */
  webhookRetrySchedule: number[];
  /** E3: how long a webhook receiver has to answer before the attempt counts as failed. */
  webhookTimeoutMs: number;
  /** Webhook sends one process keeps in flight at once (never more than one per task). */
  webhookConcurrency: number;
  /** Prometheus /metrics on its own plain-HTTP listener (off unless a port is set), optionally behind a bearer token. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** OTLP/HTTP traces endpoint (e.g. http://collector:4318/v1/traces): each task exported as a trace. */
  otlpEndpoint: string | undefined;
}

export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  /** The TLS handshake and the request headers must arrive within this (also closes silent connections). */
  headersTimeoutMs: number;
  /** Connections open at once; more are closed as soon as they are accepted. */
  maxConnections: number;
}

function readHttpLimits(env: Env): HttpLimits {
  const requestTimeoutMs = readInteger(env, 'BATON_REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000);
  const headersTimeoutMs = readInteger(env, 'BATON_HEADERS_TIMEOUT_MS', 10_000, 1000, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) throw new ConfigError('BATON_HEADERS_TIMEOUT_MS', 'must not be longer than BATON_REQUEST_TIMEOUT_MS');
  return { requestTimeoutMs, headersTimeoutMs, maxConnections: readInteger(env, 'BATON_MAX_CONNECTIONS', 1024, 1, 1_000_000) };
}

function readTrustProxy(env: Env): boolean | string[] {
  const value = readString(env, 'BATON_TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(readString(env, 'BATON_DATA_DIR') ?? '.baton');
  const databaseUrl = readUrl(env, 'BATON_DATABASE_URL', ['postgres:', 'postgresql:'])?.toString();
  const host = readString(env, 'BATON_HOST') ?? '127.0.0.1';
  const port = readInteger(env, 'BATON_PORT', 8443, 0, 65535);
  const httpPortValue = readString(env, 'BATON_HTTP_PORT');
  const httpPort = httpPortValue === undefined ? undefined : readInteger(env, 'BATON_HTTP_PORT', 0, 0, 65535);
  const certFile = readString(env, 'BATON_TLS_CERT');
  const keyFile = readString(env, 'BATON_TLS_KEY');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new ConfigError(certFile ? 'BATON_TLS_KEY' : 'BATON_TLS_CERT', 'BATON_TLS_CERT and BATON_TLS_KEY must be set together');
  }
  const publicUrl = readUrl(env, 'BATON_PUBLIC_URL', ['https:'])?.toString().replace(/\/$/, '');
  const encryptionKey = readString(env, 'BATON_ENCRYPTION_KEY');
  if (databaseUrl && !encryptionKey) {
    throw new ConfigError('BATON_ENCRYPTION_KEY', 'is required with BATON_DATABASE_URL, so every node shares one key ring (generate one with `baton vault generate-key`)');
  }
  const metricsPort = readString(env, 'BATON_METRICS_PORT') === undefined ? undefined : readInteger(env, 'BATON_METRICS_PORT', 0, 0, 65535);
  const metricsToken = readString(env, 'BATON_METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('BATON_METRICS_TOKEN', 'must be at least 16 characters');
  return {
    dataDir,
    databaseUrl,
    poolSize: readInteger(env, 'BATON_DATABASE_POOL_SIZE', 10, 1, 1000),
    host,
    port,
    httpPort,
    publicUrl,
    tls: certFile && keyFile ? { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) } : undefined,
    http: readHttpLimits(env),
    trustProxy: readTrustProxy(env),
    logLevel: readChoice(env, 'BATON_LOG_LEVEL', logLevels, 'info'),
    allowPrivateNetworks: readBoolean(env, 'BATON_ALLOW_PRIVATE_NETWORKS', false),
    encryptionKey,
    taskTimeoutSeconds: readInteger(env, 'BATON_TASK_TIMEOUT_SECONDS', 3600, 1, 7 * 24 * 3600),
    consentTimeoutSeconds: readInteger(env, 'BATON_CONSENT_TIMEOUT_SECONDS', 24 * 3600, 1, 30 * 24 * 3600),
    worker: {
      enabled: readBoolean(env, 'BATON_RUN_WORKERS', true),
      concurrency: readInteger(env, 'BATON_WORKER_CONCURRENCY', 200, 1, 10_000),
      leaseSeconds: readInteger(env, 'BATON_WORKER_LEASE_SECONDS', 30, 1, 3600),
      toolRetryDelaysMs: readIntegerList(env, 'BATON_TOOL_RETRY_DELAYS_MS', [1000, 2000, 4000]),
    },
    webhookRetrySchedule: readIntegerList(env, 'BATON_WEBHOOK_RETRY_SCHEDULE', [0, 60, 300, 1800, 7200]),
    webhookTimeoutMs: readInteger(env, 'BATON_WEBHOOK_TIMEOUT_MS', 30_000, 1, 300_000),
    webhookConcurrency: readInteger(env, 'BATON_WEBHOOK_CONCURRENCY', 50, 1, 10_000),
    metrics: { port: metricsPort, host: readString(env, 'BATON_METRICS_HOST') ?? '127.0.0.1', token: metricsToken },
    otlpEndpoint: readUrl(env, 'BATON_OTLP_ENDPOINT', ['http:', 'https:'])?.toString(),
  };
}
