// X1, kind `http`: the hosted service's capabilities definition format, accepted unchanged. Each
// capability is one tool; `method` defaults to POST, `path` to `/<name>`; `{field}` in the path comes
// from the input, other fields go in the query (GET, DELETE) or the JSON body.
import { invalidDefinition, isObject, pointer, requireString } from './definition-error.ts';
import { checkInputSchema, schemaFromParameters } from './input-schema.ts';
import { toolPartPattern } from './tool-names.ts';
import type { CustomToolSpec, HttpCall } from './types.ts';

export const maxToolsPerSource = 200;
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function capabilityTools(source: string, raw: unknown): CustomToolSpec[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalidDefinition(pointer('capabilities'), 'capabilities must be a non-empty array');
  if (raw.length > maxToolsPerSource) throw invalidDefinition(pointer('capabilities'), `a source has at most ${maxToolsPerSource} tools, this one ${raw.length}`);
  const seen = new Set<string>();
  return raw.map((cap, i) => {
    const at = (...rest: Array<string | number>) => pointer('capabilities', i, ...rest);
    if (!isObject(cap)) throw invalidDefinition(at(), 'a capability must be an object');
    const name = requireString(cap.name, at('name'), 'name');
    if (!toolPartPattern.test(name)) throw invalidDefinition(at('name'), 'a capability name is 1-64 characters of a-z, 0-9 and _');
    if (seen.has(name)) throw invalidDefinition(at('name'), `two capabilities are named ${name}`);
    seen.add(name);
    const description = requireString(cap.description, at('description'), 'description');
    const method = cap.method === undefined ? 'POST' : String(cap.method).toUpperCase();
    if (!(methods as readonly string[]).includes(method)) throw invalidDefinition(at('method'), `method must be one of ${methods.join(', ')}`);
    const path = cap.path === undefined ? `/${name}` : requireString(cap.path, at('path'), 'path');
    if (!path.startsWith('/')) throw invalidDefinition(at('path'), 'path must start with /');
    if (cap.parameters !== undefined && cap.input_schema !== undefined) throw invalidDefinition(at('input_schema'), 'give parameters or input_schema, not both');
    const input =
      cap.input_schema !== undefined
        ? checkInputSchema(cap.input_schema, ['capabilities', i, 'input_schema'])
        : schemaFromParameters(cap.parameters ?? {}, ['capabilities', i, 'parameters']);
    const fields = Object.keys(input.properties ?? {});
    const pathFields = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const undeclared = pathFields.find((f) => !fields.includes(f));
    if (undeclared) throw invalidDefinition(at('path'), `the path names {${undeclared}}, which is not an input field`);
    const rest = fields.filter((f) => !pathFields.includes(f));
    const inQuery = method === 'GET' || method === 'DELETE';
    const call: HttpCall = {
      kind: 'http',
      method: method as HttpCall['method'],
      path,
      params: [...pathFields.map((f) => ({ name: f, in: 'path' as const })), ...(inQuery ? rest.map((f) => ({ name: f, in: 'query' as const })) : [])],
      body: inQuery ? null : { fields: rest },
    };
    return { name: `${source}.${name}`, description, input, call };
  });
}
