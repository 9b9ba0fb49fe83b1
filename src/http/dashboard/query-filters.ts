// List pages take the API's own query schema, so a filter means the same as on /v1. A filter form
// sends its empty fields too (`?status=&user_id=`); an empty field means "any", not a bad value.
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';

async function dropEmptyFields(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
}

export function listRoute(querystring: TSchema) {
  return { schema: { hide: true, querystring }, preValidation: dropEmptyFields };
}
