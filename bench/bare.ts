import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

/** The reference every API figure is divided by: a bare Fastify 5 hello-world on 127.0.0.1. */
export async function startBareFastify() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.post('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

/** The reference of the realtime figures: a bare `ws` server that sends each event to every socket. */
export async function startBareWs() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}`,
    broadcast(data: unknown) {
      const frame = JSON.stringify({ type: 'event', topic: 'bench', data });
      for (const client of server.clients) client.send(frame);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
