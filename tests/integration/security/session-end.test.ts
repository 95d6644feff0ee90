import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestApp, latestOtp, type TestApp } from '../../helpers/app';
import { book, onlineDriver } from '../../helpers/rides';
import { createUser } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Account = Awaited<ReturnType<typeof createUser>>;
type ServerMessage = { type: string; topic?: string; data?: unknown; message?: string };

/** A socket following the account's own topic, with what it received and how it closed. */
async function follow(app: TestApp['app'], account: Account, topics: string[] = [`user:${account.id}`]) {
  const socket: WebSocket = await app.injectWS('/api/realtime');
  const messages: ServerMessage[] = [];
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => {
      closeCode = code;
      resolve(code);
    }),
  );
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString())));
  const waitFor = async (predicate: (m: ServerMessage) => boolean) => {
    for (let i = 0; i < 500; i++) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`Timed out; got ${JSON.stringify(messages)}`);
  };
  socket.send(JSON.stringify({ type: 'auth', token: account.token }));
  await waitFor((m) => m.type === 'ready');
  for (const topic of topics) {
    socket.send(JSON.stringify({ type: 'sub', topic }));
    await waitFor((m) => m.type === 'subscribed' && m.topic === topic);
  }
  return { socket, messages, closed, waitFor, closeCode: () => closeCode };
}

async function expectEnded(app: TestApp['app'], account: Account, live: Awaited<ReturnType<typeof follow>>) {
  expect(await live.closed).toBe(4401);
  expect(live.messages.some((m) => m.type === 'signed-out')).toBe(true);
  // Nothing published afterwards reaches it, and the token is refused over HTTP (no cached session).
  await app.realtime.publish(`user:${account.id}`, { after: 'sign-out' });
  expect(live.messages.filter((m) => m.type === 'event')).toEqual([]);
  const res = await app.inject({ url: '/api/user', headers: account.auth });
  expect(res.statusCode).toBe(401);
}

describe('live sockets end with the session', () => {
  it('closes the socket of a session that signs out, and only that session', async () => {
    const account = await createUser(t.database.pool);
    // A warm session cache must not keep the token alive either.
    expect((await t.app.inject({ url: '/api/user', headers: account.auth })).statusCode).toBe(200);
    const live = await follow(t.app, account);
    const other = await createUser(t.database.pool);
    const bystander = await follow(t.app, other);

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: account.auth });
    expect(out.statusCode).toBe(200);
    await expectEnded(t.app, account, live);

    await t.app.realtime.publish(`user:${other.id}`, { still: 'here' });
    await bystander.waitFor((m) => m.type === 'event');
    expect(bystander.closeCode()).toBeNull();
    bystander.socket.terminate();
  });

  it('closes every socket of an account that resets its password', async () => {
    const account = await createUser(t.database.pool);
    const live = await follow(t.app, account);
    const local = account.phone.replace('+63', '0');
    await t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phone: local, purpose: 'reset' } });
    const code = await latestOtp(t.sms, account.phone);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { phone: local, purpose: 'reset', code },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        phone: local,
        verification_token: verified.json().verification_token,
        password: 'a brand new passphrase',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(t.app, account, live);
  });

  it('closes the sockets of a deleted account', async () => {
    const account = await createUser(t.database.pool);
    const live = await follow(t.app, account);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: account.auth,
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    await expectEnded(t.app, account, live);
  });

  it('closes the sockets of an account staff block', async () => {
    const manager = await createUser(t.database.pool, { roles: ['operations-manager'] });
    const account = await createUser(t.database.pool);
    const live = await follow(t.app, account);
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.id}`,
      headers: manager.auth,
      payload: { is_blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    await expectEnded(t.app, account, live);
  });

  it('closes the sockets and ends the cached session of an account blocked from the attendance scanner', async () => {
    const manager = await createUser(t.database.pool, { roles: ['operations-manager'] });
    const account = await createUser(t.database.pool, { roles: ['driver'] });
    // A warm session cache must not keep the token working after the block.
    expect((await t.app.inject({ url: '/api/user', headers: account.auth })).statusCode).toBe(200);
    const live = await follow(t.app, account);
    const blocked = await t.app.inject({ url: `/api/block/${account.id}`, headers: manager.auth });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expectEnded(t.app, account, live);
    // Recorded like the console's block.
    const { rows } = await t.database.pool.query(
      `SELECT actor_id, action FROM audit_events WHERE user_id = $1 AND field = 'is_blocked'`,
      [account.id],
    );
    expect(rows).toEqual([{ actor_id: manager.id, action: 'blocked' }]);
  });
});

/** A rider's accepted ride: its chat is followed by the rider, the driver and staff. */
async function rideWithChat() {
  const rider = await createUser(t.database.pool);
  const driver = await onlineDriver(t);
  const booked = await book(t, rider);
  expect(booked.statusCode, booked.body).toBe(201);
  const order = booked.json().order as { id: number; code: string };
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${order.id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  /** The rider writes, through the given instance (whose bus carries the event). */
  const say = (text: string, via: TestApp['app'] = t.app) =>
    via.inject({
      method: 'POST',
      url: `/api/chat/${order.code}/messages`,
      headers: rider.auth,
      payload: { text, client_id: `c-${text}` },
    });
  return { rider, topic: `chat:${order.code}`, say };
}

const chatEvents = (live: Awaited<ReturnType<typeof follow>>, topic: string) =>
  live.messages.filter((m) => m.type === 'event' && m.topic === topic);

describe('live sockets follow the account’s current rights', () => {
  it('a staff role removed ends the staff subscriptions of an open socket at once', async () => {
    const admin = await createUser(t.database.pool, { roles: ['admin'] });
    const staff = await createUser(t.database.pool, { roles: ['client', 'operations-manager'] });
    const colleague = await createUser(t.database.pool, { roles: ['operations-manager'] });
    const { topic, say } = await rideWithChat();
    const live = await follow(t.app, staff, [`user:${staff.id}`, topic]);
    const watching = await follow(t.app, colleague, [topic]);

    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${staff.id}`,
      headers: admin.auth,
      payload: { roles: ['client'] },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // The rider writes right away: the colleague reads it, the former staff member does not.
    expect((await say('after-demotion')).statusCode).toBe(201);
    await watching.waitFor((m) => m.type === 'event' && m.topic === topic);
    const refused = await live.waitFor((m) => m.type === 'error' && m.topic === topic);
    expect(refused.message).toBe('Not allowed to follow this topic.');
    expect((await say('later')).statusCode).toBe(201);
    await watching.waitFor(
      (m) => m.type === 'event' && m.topic === topic && JSON.stringify(m.data).includes('later'),
    );
    expect(chatEvents(live, topic)).toEqual([]);

    // The socket itself stays open with what the account may still follow, and cannot take the topic back.
    await t.app.realtime.publish(`user:${staff.id}`, { still: 'yours' });
    await live.waitFor((m) => m.type === 'event' && m.topic === `user:${staff.id}`);
    live.socket.send(JSON.stringify({ type: 'sub', topic }));
    await live.waitFor(
      (m) =>
        m.type === 'error' &&
        m.topic === topic &&
        live.messages.filter((x) => x.type === 'error').length === 2,
    );
    expect(live.closeCode()).toBeNull();
    live.socket.terminate();
    watching.socket.terminate();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two server instances on one Redis', () => {
  it('sign-out, a scanner block and a removed role on one instance reach the sockets and cache of the other', async () => {
    const { createBus } = await import('@/server/adapters/bus');
    const { buildApp } = await import('@/server/app');
    const prefix = `session-end-${Date.now()}:`;
    const busA = createBus({ redisUrl: process.env.TEST_REDIS_URL, channelPrefix: prefix });
    const busB = createBus({ redisUrl: process.env.TEST_REDIS_URL, channelPrefix: prefix });
    const appA = await buildApp({ ...t.app.deps, bus: busA });
    const appB = await buildApp({ ...t.app.deps, bus: busB });
    try {
      const account = await createUser(t.database.pool);
      expect((await appA.inject({ url: '/api/user', headers: account.auth })).statusCode).toBe(200);
      const live = await follow(appA, account);
      const out = await appB.inject({ method: 'POST', url: '/api/logout', headers: account.auth });
      expect(out.statusCode).toBe(200);
      await expectEnded(appA, account, live);

      // A block from the attendance scanner on one instance ends the other's socket and cached session too.
      const manager = await createUser(t.database.pool, { roles: ['operations-manager'] });
      const driver = await createUser(t.database.pool, { roles: ['driver'] });
      expect((await appA.inject({ url: '/api/user', headers: driver.auth })).statusCode).toBe(200);
      const driving = await follow(appA, driver);
      const blocked = await appB.inject({ url: `/api/block/${driver.id}`, headers: manager.auth });
      expect(blocked.statusCode, blocked.body).toBe(200);
      await expectEnded(appA, driver, driving);

      // A staff role removed on one instance ends the staff subscriptions of a socket held by the other.
      const admin = await createUser(t.database.pool, { roles: ['admin'] });
      const staff = await createUser(t.database.pool, { roles: ['client', 'operations-manager'] });
      const { topic, say } = await rideWithChat();
      const live2 = await follow(appA, staff, [topic]);
      const demoted = await appB.inject({
        method: 'PUT',
        url: `/api/admin/users/${staff.id}`,
        headers: admin.auth,
        payload: { roles: ['client'] },
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
      await live2.waitFor((m) => m.type === 'error' && m.topic === topic);
      expect((await say('across', appB)).statusCode).toBe(201);
      const watching = await follow(appA, admin, [topic]);
      expect((await say('across-again', appB)).statusCode).toBe(201);
      await watching.waitFor((m) => m.type === 'event' && m.topic === topic);
      expect(chatEvents(live2, topic)).toEqual([]);
      live2.socket.terminate();
      watching.socket.terminate();
    } finally {
      await appA.close();
      await appB.close();
      await busA.close();
      await busB.close();
    }
  });
});
