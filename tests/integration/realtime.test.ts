import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BUFFERED_BYTES } from '@/server/plugins/realtime';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ServerMessage = {
  type: string;
  topic?: string;
  data?: unknown;
  message?: string;
  user_id?: number | null;
};

function collect(socket: WebSocket) {
  const messages: ServerMessage[] = [];
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString())));
  return {
    messages,
    async waitFor(predicate: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
      const start = Date.now();
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() - start > timeoutMs) throw new Error(`Timed out; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

describe('realtime hub', () => {
  it('delivers events on a topic to an authorised subscriber only', async () => {
    const owner = await createUser(t.database.pool);
    const stranger = await createUser(t.database.pool);
    const mine = await t.app.injectWS('/api/realtime');
    const theirs = await t.app.injectWS('/api/realtime');
    const a = collect(mine);
    const b = collect(theirs);
    mine.send(JSON.stringify({ type: 'auth', token: owner.token }));
    await a.waitFor((m) => m.type === 'ready');
    mine.send(JSON.stringify({ type: 'sub', topic: `user:${owner.id}` }));
    await a.waitFor((m) => m.type === 'subscribed');

    theirs.send(JSON.stringify({ type: 'auth', token: stranger.token }));
    await b.waitFor((m) => m.type === 'ready');
    theirs.send(JSON.stringify({ type: 'sub', topic: `user:${owner.id}` }));
    const refused = await b.waitFor((m) => m.type === 'error');
    expect(refused.message).toBe('Not allowed to follow this topic.');

    await t.app.realtime.publish(`user:${owner.id}`, { hello: 'world' });
    const event = await a.waitFor((m) => m.type === 'event');
    expect(event).toEqual({ type: 'event', topic: `user:${owner.id}`, data: { hello: 'world' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.messages.filter((m) => m.type === 'event')).toEqual([]);
    mine.terminate();
    theirs.terminate();
  });

  it('refuses unknown topics and anonymous subscriptions to private ones, and survives garbage', async () => {
    const socket = await t.app.injectWS('/api/realtime');
    const c = collect(socket);
    socket.send('not json');
    expect((await c.waitFor((m) => m.type === 'error')).message).toBe('Messages must be JSON with a type.');
    socket.send(JSON.stringify({ type: 'sub', topic: 'nope:1' }));
    await c.waitFor((m) => m.type === 'error' && m.topic === 'nope:1');
    socket.send(JSON.stringify({ type: 'sub', topic: 'user:1' }));
    await c.waitFor((m) => m.type === 'error' && m.topic === 'user:1');
    socket.send(JSON.stringify({ type: 'ping' }));
    await c.waitFor((m) => m.type === 'pong');
    socket.terminate();
  });
});

describe('realtime fan-out', () => {
  it('sends one event to many followers of a topic, and closes a reader too slow to keep up', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/api/realtime`;
    const open = async () => {
      const socket = new WebSocket(url);
      const inbox = collect(socket);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'sub', topic: 'drivers:2' }));
      await inbox.waitFor((m) => m.type === 'subscribed');
      return { socket, inbox };
    };
    const fast = await Promise.all([open(), open(), open()]);
    const slow = await open();
    const closed = new Promise<number>((resolve) => slow.socket.once('close', (code) => resolve(code)));
    // The slow phone stops reading: what the server sends piles up in its buffers.
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();

    const big = 'x'.repeat(256 * 1024);
    // Enough to fill the kernel's socket buffers and the hub's allowance several times over; bounded.
    const events = Math.ceil((24 * 1024 * 1024 + MAX_BUFFERED_BYTES) / big.length);
    for (let seq = 0; seq < events; seq++) {
      await t.app.realtime.publish('drivers:2', { seq, big });
      // Lets the fast readers drain between events, as a second of real traffic would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const { inbox } of fast) {
      await inbox.waitFor(
        (m) => m.type === 'event' && (m.data as { seq: number }).seq === events - 1,
        30_000,
      );
      expect(inbox.messages.filter((m) => m.type === 'event')).toHaveLength(events);
    }
    (slow.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toBe(1013);
    expect(slow.inbox.messages.filter((m) => m.type === 'event').length).toBeLessThan(events);
    for (const { socket } of fast) socket.terminate();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two server instances on one Redis', () => {
  it('deliver each other’s events to their own clients', async () => {
    // A second application instance on the same database and the same Redis channel prefix.
    const { createBus } = await import('@/server/adapters/bus');
    const { buildApp } = await import('@/server/app');
    const prefix = `two-instances-${Date.now()}:`;
    const busA = createBus({ redisUrl: process.env.TEST_REDIS_URL, channelPrefix: prefix });
    const busB = createBus({ redisUrl: process.env.TEST_REDIS_URL, channelPrefix: prefix });
    const deps = { ...t.app.deps };
    const appA = await buildApp({ ...deps, bus: busA });
    const appB = await buildApp({ ...deps, bus: busB });
    try {
      const user = await createUser(t.database.pool);
      const socket = await appA.injectWS('/api/realtime', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const c = collect(socket);
      socket.send(JSON.stringify({ type: 'sub', topic: `user:${user.id}` }));
      await c.waitFor((m) => m.type === 'subscribed');
      await appB.realtime.publish(`user:${user.id}`, { from: 'instance B' });
      expect((await c.waitFor((m) => m.type === 'event')).data).toEqual({ from: 'instance B' });
      socket.terminate();
    } finally {
      await appA.close();
      await appB.close();
      await busA.close();
      await busB.close();
    }
  });
});
