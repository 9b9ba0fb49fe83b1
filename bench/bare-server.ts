// The baseline: a bare Fastify HTTPS server with the same certificate, answering a hello GET and a
// validated JSON POST, so Baton's figures can be read as a ratio of what the framework can do here.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [certFile, keyFile] = process.argv.slice(2);
const app = Fastify({ https: { cert: readFileSync(certFile), key: readFileSync(keyFile) } });
app.get('/hello', async () => ({ hello: 'world' }));
app.post(
  '/echo',
  { schema: { body: { type: 'object', required: ['prompt', 'sub_agent'], properties: { prompt: { type: 'string' }, sub_agent: { type: 'string' } } } } },
  async (request) => ({ id: 'task_bare', status: 'running', ...(request.body as object) }),
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
