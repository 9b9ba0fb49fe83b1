// Gives generated clients names: every schema with a `title` moves to components.schemas under that
// title and is referenced from where it was used. Two different schemas with one title are a bug.
import { isDeepStrictEqual } from 'node:util';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function nameSchemas(components: Json, root: unknown): void {
  const named = components as Json;
  function hoist(node: unknown): unknown {
    if (Array.isArray(node)) return node.map(hoist);
    if (!isObject(node)) return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, hoist(value)]));
    const title = copy.title;
    if (typeof title !== 'string') return copy;
    if (named[title] !== undefined && !isDeepStrictEqual(named[title], copy)) throw new Error(`Two different schemas are titled ${title}`);
    named[title] = copy;
    return { $ref: `#/components/schemas/${title}` };
  }
  for (const holder of schemaHolders(root)) holder.schema = hoist(holder.schema);
}

/** Every object in the document that has a `schema`: media types and parameters. */
function* schemaHolders(node: unknown): Generator<Json> {
  if (Array.isArray(node)) for (const item of node) yield* schemaHolders(item);
  if (!isObject(node)) return;
  if (isObject(node.schema)) yield node;
  for (const [key, value] of Object.entries(node)) if (key !== 'schema') yield* schemaHolders(value);
}
