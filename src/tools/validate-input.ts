// Validates a tool's arguments against its input schema, the way a provider rejects a malformed call.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema, ToolDef } from './types.ts';
import { ToolError } from './tool-error.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: false, strict: false, useDefaults: true, coerceTypes: false }));
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Throws ToolError('invalid_input') naming the first offending field; fills declared defaults in place. */
export function validateToolInput(tool: Pick<ToolDef, 'name' | 'input'>, input: unknown): Record<string, unknown> {
  let validate = compiled.get(tool.input);
  if (!validate) {
    validate = ajv.compile(tool.input);
    compiled.set(tool.input, validate);
  }
  if (!validate(input)) {
    const err = validate.errors?.[0];
    const where = err?.instancePath ? err.instancePath.slice(1).replaceAll('/', '.') : '';
    const field = err?.keyword === 'required' ? String(err.params.missingProperty) : where;
    const message = err?.keyword === 'required' ? `missing required field ${field}` : `${field || 'input'} ${err?.message ?? 'is invalid'}`;
    throw new ToolError('invalid_input', `Invalid arguments for ${tool.name}: ${message}`, { status: 400 });
  }
  return input as Record<string, unknown>;
}
