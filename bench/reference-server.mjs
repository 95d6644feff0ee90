// A reference server in a process of its own (plain JavaScript, started with `fork`): `fastify`, a bare Fastify 5
// hello-world answering GET and POST /, or `ws`, a bare `ws` server that sends each message its parent process
// passes to every socket. Listens on 127.0.0.1 on a free port and tells the parent its URL.
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

const kind = process.argv[2];
if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.post('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ url });
} else if (kind === 'ws') {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  process.on('message', (data) => {
    const frame = JSON.stringify({ type: 'event', topic: 'bench', data });
    for (const client of server.clients) client.send(frame);
  });
  process.send({ url: `ws://127.0.0.1:${server.address().port}` });
} else {
  throw new Error('reference-server: fastify or ws');
}
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));
