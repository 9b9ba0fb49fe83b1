// Input schemas of custom tools: the capabilities `parameters` map becomes a JSON Schema object; a
// given JSON Schema must pass the meta-schema (the same validator checks calls later) and describe an object.
import { Ajv } from 'ajv';
import type { JsonSchema } from '../types.ts';
import { invalidDefinition, isObject, pointer } from './definition-error.ts';

const ajv = new Ajv({ strict: false });
const paramTypes = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
const paramFields = ['type', 'required', 'description', 'default', 'enum', 'items', 'properties'];

/** `{field: {type, required?, description?, default?, enum?}}` -> `{type: object, properties, required}`. */
export function schemaFromParameters(raw: unknown, at: Array<string | number>): JsonSchema {
  if (!isObject(raw)) throw invalidDefinition(pointer(...at), 'parameters must be an object of {field: {type, ...}}');
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [field, spec] of Object.entries(raw)) {
    const here = [...at, field];
    if (!/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(field)) throw invalidDefinition(pointer(...here), `parameter name ${field} must be 1-64 letters, digits, _ . -`);
    if (!isObject(spec)) throw invalidDefinition(pointer(...here), `parameter ${field} must be an object with a type`);
    const unknown = Object.keys(spec).find((k) => !paramFields.includes(k));
    if (unknown) throw invalidDefinition(pointer(...here, unknown), `parameter ${field} has no field ${unknown}`);
    if (typeof spec.type !== 'string' || !paramTypes.includes(spec.type)) throw invalidDefinition(pointer(...here, 'type'), `type must be one of ${paramTypes.join(', ')}`);
    if (spec.required !== undefined && typeof spec.required !== 'boolean') throw invalidDefinition(pointer(...here, 'required'), 'required must be true or false');
    if (spec.description !== undefined && typeof spec.description !== 'string') throw invalidDefinition(pointer(...here, 'description'), 'description must be a string');
    if (spec.enum !== undefined && (!Array.isArray(spec.enum) || spec.enum.length === 0 || spec.enum.some((v) => !['string', 'number', 'boolean'].includes(typeof v)))) {
      throw invalidDefinition(pointer(...here, 'enum'), 'enum must be a non-empty array of strings, numbers or booleans');
    }
    const { required: isRequired, ...schema } = spec;
    properties[field] = schema as JsonSchema;
    if (isRequired) required.push(field);
  }
  return checkInputSchema({ type: 'object', properties, ...(required.length ? { required } : {}) }, at);
}

/** Checks that a JSON Schema is valid and an object schema; returns it unchanged. */
export function checkInputSchema(schema: unknown, at: Array<string | number>): JsonSchema {
  if (!isObject(schema)) throw invalidDefinition(pointer(...at), 'input_schema must be a JSON Schema object');
  if (schema.type !== undefined && schema.type !== 'object') throw invalidDefinition(pointer(...at, 'type'), 'an input schema must be of type object');
  // Checked against the meta-schema only: compiling here would cost a large document seconds.
  if (!ajv.validateSchema(schema)) throw invalidDefinition(pointer(...at), `not a valid JSON Schema: ${ajv.errorsText(ajv.errors)}`);
  return { ...schema, type: 'object' } as JsonSchema;
}
