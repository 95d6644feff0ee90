import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestApp, latestOtp, type TestApp } from '../../helpers/app';
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
async function follow(app: TestApp['app'], account: Account) {
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
  socket.send(JSON.stringify({ type: 'sub', topic: `user:${account.id}` }));
  await waitFor((m) => m.type === 'subscribed');
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
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two server instances on one Redis', () => {
  it('sign-out on one instance closes the socket held by the other, and forgets its cached session', async () => {
    const { createBus } = await import('../../../src/server/adapters/bus');
    const { buildApp } = await import('../../../src/server/app');
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
    } finally {
      await appA.close();
      await appB.close();
      await busA.close();
      await busB.close();
    }
  });
});
