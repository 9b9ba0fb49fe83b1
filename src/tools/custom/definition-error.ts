// Errors of a tool definition (X4): 422 invalid_tool_definition with `param` a JSON pointer to the
// offending place, so a client can find it in a large document.
import { ServiceError } from '../../lib/errors.ts';

/** RFC 6901 pointer from path segments. */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((s) => '/' + String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

export function invalidDefinition(at: string, message: string): ServiceError {
  return new ServiceError('invalid_tool_definition', message, { param: at });
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A required non-empty string at `at`. */
export function requireString(value: unknown, at: string, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidDefinition(at, `${what} must be a non-empty string`);
  return value;
}

export function optionalString(value: unknown, at: string, what: string): string | undefined {
  return value === undefined ? undefined : requireString(value, at, what);
}

/** An absolute http(s) URL; whether its address is allowed is checked apart (E7, needs DNS). */
export function requireUrl(value: unknown, at: string, what: string): string {
  const text = requireString(value, at, what);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidDefinition(at, `${what} must be an absolute http or https URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidDefinition(at, `${what} must be an http or https URL`);
  if (url.username || url.password) throw invalidDefinition(at, `${what} must not carry credentials (use auth)`);
  return text.replace(/\/+$/, '');
}
