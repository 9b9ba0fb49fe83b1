// Local `$ref`s of an OpenAPI document (`#/components/...`), resolved into plain schemas for tool
// inputs. External references are refused; a cycle stops at a depth and becomes an open object.
import { invalidDefinition, isObject, pointer } from './definition-error.ts';

const maxDepth = 12;

function lookup(doc: unknown, ref: string, at: string): unknown {
  if (!ref.startsWith('#/')) throw invalidDefinition(at, `only local references (#/...) are supported, not ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) throw invalidDefinition(at, `the reference ${ref} points nowhere`);
    node = node[key];
  }
  return node;
}

/** Follows a `$ref` at the top of a node (parameters, request bodies, responses). */
export function deref(doc: unknown, node: unknown, at: string): unknown {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > maxDepth) throw invalidDefinition(at, 'a reference loops');
    current = lookup(doc, current.$ref, at);
  }
  return current;
}

/** A schema with every reference replaced, OpenAPI 3.0's `nullable` turned into a type union. */
export function resolveSchema(doc: unknown, schema: unknown, at: string, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveSchema(doc, item, at, depth));
  if (!isObject(schema)) return schema;
  if (depth > maxDepth) return { type: 'object' };
  const target = typeof schema.$ref === 'string' ? lookup(doc, schema.$ref, at) : schema;
  const next = typeof schema.$ref === 'string' ? depth + 1 : depth;
  if (!isObject(target)) return target;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (key === '$ref' || key === 'nullable' || key === 'example' || key === 'xml' || key === 'externalDocs' || key === 'discriminator') continue;
    out[key] = key === 'properties' && isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveSchema(doc, v, at, next + 1)]))
      : resolveSchema(doc, value, at, next);
  }
  if (target.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

export { pointer };
