// Two validators: bodies are checked strictly (a number is not a string: T3 wants 400 for a wrong
// type), while query strings coerce, since every query value arrives as text.
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const common: Options = { allErrors: false, strict: false, removeAdditional: false, useDefaults: true };
const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
const coercing = addFormats(new Ajv({ ...common, coerceTypes: true }));

export function installValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema) as (data: unknown) => boolean;
  });
}
