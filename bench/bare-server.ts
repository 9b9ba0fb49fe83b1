// The baselines: a bare Fastify HTTPS server with the same certificate, answering a hello GET and a
// validated JSON POST, so Baton's figures can be read as a ratio of what the framework can do here.
// Given Baton's SQLite file, it also answers GET /task/:id with one raw node:sqlite read of that
// task (no authentication, limits or logging): the least any storage-backed GET can cost here.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';

const [certFile, keyFile, sqliteFile] = process.argv.slice(2);
const app = Fastify({ https: { cert: readFileSync(certFile), key: readFileSync(keyFile) } });
app.get('/hello', async () => ({ hello: 'world' }));
app.post(
  '/echo',
  { schema: { body: { type: 'object', required: ['prompt', 'sub_agent'], properties: { prompt: { type: 'string' }, sub_agent: { type: 'string' } } } } },
  async (request) => ({ id: 'task_bare', status: 'running', ...(request.body as object) }),
);
if (sqliteFile) {
  const db = new DatabaseSync(sqliteFile, { readOnly: true });
  const read = db.prepare('select id, status, sub_agent, user_id, mode, environment, created_at, completed_at, result_json, metadata_json from tasks where id = ?');
  app.get<{ Params: { id: string } }>('/task/:id', async (request, reply) => {
    const [task] = read.all(request.params.id) as Array<Record<string, string>>;
    if (!task) return reply.code(404).send({ error: 'not found' });
    const { result_json, metadata_json, ...rest } = task;
    return { ...rest, result: JSON.parse(result_json), metadata: JSON.parse(metadata_json) };
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
// A clean exit on SIGTERM, so a `--cpu-prof` profile of the baseline is written too.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
