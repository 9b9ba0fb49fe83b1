// OpenAPI 3.1 generated from the same TypeBox schemas that validate requests (@fastify/swagger).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baton API',
        version,
        description: 'Task orchestration for AI subagents. Errors use the envelope {error: {code, message, param?, request_id}}.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'pk_test_... or pk_live_...' } },
      },
      security: [{ apiKey: [] }],
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
