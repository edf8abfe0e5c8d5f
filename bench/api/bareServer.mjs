// The reference for bench/api: a bare Fastify route serving a given JSON body from memory (no auth, no database).
// Usage: node bench/api/bareServer.mjs <port> <file with {"success":true,"data":[...]}>
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const payload = JSON.parse(fs.readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
// Same work a typical handler does: serialise the object on every request.
app.get('/bare/task/task', async () => payload);
// Upper bound: the same bytes serialised once (what the api's list cache sends, minus auth and the DB check).
const bytes = Buffer.from(JSON.stringify(payload));
app.get('/bare-bytes/task/task', async (_req, reply) =>
  reply.type('application/json; charset=utf-8').send(bytes),
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
