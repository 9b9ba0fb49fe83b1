// Content rules of a task request (T4, K3, spec 4.2 and 8). Types are checked by the route schema.
import { ServiceError } from '../../lib/errors.ts';
import { assertPrompt } from '../shared/prompt-rules.ts';

export const maxMetadataBytes = 16 * 1024;
export const maxMetadataDepth = 5;

export interface CreateTaskInput {
  prompt: string;
  sub_agent: string;
  user_id?: string | null;
  metadata?: object;
  mode?: string;
}

/** Whether value nests deeper than limit; it never descends past limit + 1, so any depth is safe. */
function deeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => deeperThan(child, limit - 1));
}

export function assertTaskInput(input: CreateTaskInput): { mode: 'live' | 'test'; metadata: Record<string, unknown>; userId: string | null } {
  assertPrompt(input.prompt);
  const mode = input.mode ?? 'live';
  if (mode !== 'live' && mode !== 'test') throw new ServiceError('validation_failed', "mode must be 'live' or 'test'", { param: 'mode' });
  const metadata = (input.metadata ?? {}) as Record<string, unknown>;
  // Depth first: serializing a body nested thousands of levels deep would overflow the stack.
  if (deeperThan(metadata, maxMetadataDepth)) {
    throw new ServiceError('invalid_metadata', `metadata must be at most ${maxMetadataDepth} levels deep`, { param: 'metadata' });
  }
  if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > maxMetadataBytes) {
    throw new ServiceError('invalid_metadata', `metadata must be at most ${maxMetadataBytes} bytes as JSON`, { param: 'metadata' });
  }
  const userId = input.user_id ?? null;
  if (userId !== null && (userId.length < 1 || userId.length > 255)) {
    throw new ServiceError('validation_failed', 'user_id must be 1 to 255 characters', { param: 'user_id' });
  }
  return { mode, metadata, userId };
}
