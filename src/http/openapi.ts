// OpenAPI 3.1 generated from the same TypeBox schemas that validate requests (@fastify/swagger),
// then completed with what holds across routes (openapi/api-conventions.ts) and named for clients.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { applyConventions, conventionComponents } from './openapi/api-conventions.ts';
import { markOptionalBody, promoteDocumentEnums } from './openapi/document-only.ts';
import { nameSchemas } from './openapi/named-schemas.ts';

type Json = Record<string, unknown>;
const methods = new Set(['get', 'put', 'post', 'patch', 'delete']);

function completeDocument(document: Json): Json {
  const paths = document.paths as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      markOptionalBody(operation as Json);
      applyConventions(path, method, operation as Json);
    }
  }
  promoteDocumentEnums(paths);
  const components = document.components as Json;
  components.schemas ??= {};
  nameSchemas(components.schemas as Json, paths);
  Object.assign(components, conventionComponents);
  return document;
}

export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baton API',
        version,
        description: 'Task orchestration for AI subagents. Errors use the envelope {error: {code, message, param?, request_id}}; docs/api.md is the reference.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'pk_test_... or pk_live_...' } },
      },
      security: [{ apiKey: [] }],
    },
    transformObject: (document) => completeDocument(structuredClone((document as { openapiObject: Json }).openapiObject)),
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
