import Fastify from 'fastify';

/*
 * The yardstick for the API benchmark: a bare Fastify route answering, from memory, the same JSON
 * that GET /api/destination answers. The app's figure is compared with this one.
 */
const [, , port, source] = process.argv;
const payload = JSON.stringify(await (await fetch(`${source}/api/destination`)).json());
const app = Fastify();
app.get('/api/destination', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(payload);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('bare server is running at', port);
