// Argument parsing shared by the commands: node:util parseArgs in strict mode, so an unknown or
// misspelt flag is a usage error instead of being silently ignored.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './output.ts';

export type Flags = Record<string, string | boolean | undefined>;

export function parseFlags(args: string[], options: NonNullable<ParseArgsConfig['options']>): { flags: Flags; positionals: string[] } {
  try {
    const parsed = parseArgs({ args, options: { ...options, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
    return { flags: parsed.values as Flags, positionals: parsed.positionals };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function requireString(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function optionalInteger(flags: Flags, name: string): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

export function requirePositional(positionals: string[], index: number, what: string): string {
  const value = positionals[index];
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}
