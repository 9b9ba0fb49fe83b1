// One builder for the SandboxWorld that tool sandbox tests run in: a state, a clock, counted ids and a user.
import type { SandboxState, SandboxWorld } from '../../src/tools/types.ts';

export interface SandboxWorldOptions {
  userId: string;
  now: () => Date;
  state?: SandboxState;
  /** How the n-th id (counting from 1) is spelt; `${prefix}_${n}` unless told. */
  id?: (prefix: string, n: number) => string;
}

export function sandboxWorld(options: SandboxWorldOptions): SandboxWorld {
  let n = 0;
  const id = options.id ?? ((prefix: string, k: number) => `${prefix}_${k}`);
  return { state: options.state ?? {}, userId: options.userId, now: options.now, newId: (prefix) => id(prefix, ++n) };
}

/** A clock that moves on by stepMs (a minute unless told) each time it is read, starting one step after start. */
export function tickingClock(start: string, stepMs = 60_000): () => Date {
  let clock = Date.parse(start);
  return () => new Date((clock += stepMs));
}
