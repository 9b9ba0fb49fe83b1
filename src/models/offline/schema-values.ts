// Small helpers over a tool's input schema: the main type of a field, and fitting a found value
// to the field's type, enum and bounds (a value that does not fit is dropped, never forced).
import type { JsonSchema } from '../../tools/types.ts';

export function mainType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((t) => t !== 'null') ?? undefined;
}

function idOf(value: unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) && 'id' in value ? (value as { id: unknown }).id : value;
}

export function coerce(value: unknown, schema: JsonSchema): unknown {
  if (value === undefined || value === null) return undefined;
  const v = idOf(value);
  let out: unknown;
  switch (mainType(schema)) {
    case 'integer':
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(?:\.\d+)?$/.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n)) return undefined;
      out = Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? -Infinity, mainType(schema) === 'integer' ? Math.trunc(n) : n));
      break;
    }
    case 'string':
      out = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
      if (typeof out === 'string' && out.length === 0) return undefined;
      break;
    case 'boolean':
      out = typeof v === 'boolean' ? v : undefined;
      break;
    case 'array': {
      const items = (Array.isArray(v) ? v : [v]).map((item) => (schema.items ? coerce(item, schema.items) : item)).filter((item) => item !== undefined);
      out = items.length > 0 ? items : undefined;
      break;
    }
    default:
      out = v;
  }
  if (out !== undefined && schema.enum && !schema.enum.includes(out as string)) return undefined;
  return out;
}
