// Small parsers for environment values; each throws ConfigError naming the variable.
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

export type Env = Record<string, string | undefined>;

export function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `expected true or false, got "${value}"`);
}

export function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

export function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, `expected one of ${choices.join(', ')}, got "${value}"`);
  }
  return value as T;
}

export function readUrl(env: Env, name: string, protocols: readonly string[]): URL | undefined {
  const value = readString(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `"${value}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL`);
  }
  return url;
}

/** Comma-separated whole numbers, e.g. a retry schedule in seconds. */
export function readIntegerList(env: Env, name: string, fallback: number[]): number[] {
  const value = readString(env, name);
  if (value === undefined) return fallback;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) {
    throw new ConfigError(name, `expected comma-separated whole numbers, got "${value}"`);
  }
  return parts.map(Number);
}
