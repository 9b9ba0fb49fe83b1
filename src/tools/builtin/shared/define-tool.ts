// Wraps a tool so both implementations validate their arguments first, exactly as a provider would
// reject a malformed call, and so each implementation can be written against its own typed input.
import type { LiveApi, SandboxWorld, ToolDef } from '../../types.ts';
import { validateToolInput } from '../../validate-input.ts';

export function defineTool<I, O>(def: ToolDef<I, O>): ToolDef {
  const tool: ToolDef = {
    ...def,
    sandbox(input: unknown, world: SandboxWorld) {
      return def.sandbox(validateToolInput(tool, input) as I, world);
    },
    live(input: unknown, api: LiveApi) {
      // Validation errors surface as rejected promises, as every other live failure does.
      return Promise.resolve().then(() => def.live(validateToolInput(tool, input) as I, api));
    },
  };
  return tool;
}
