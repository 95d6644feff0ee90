import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@schemas/chat';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser, realtimeAs, type TestDriver } from '../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Who = { id: number; auth: Record<string, string>; token: string };

async function ride() {
  const rider = await quickUser(t);
  const driver = await onlineDriver(t);
  const { order } = (await book(t, rider)).json();
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${order.id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode).toBe(200);
  return { rider, driver, order: order as { id: number; code: string } };
}

function send(who: Who, code: string, text: string, clientId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/${code}/messages`,
    headers: who.auth,
    payload: { text, client_id: clientId },
  });
}

async function messages(who: Who, code: string, after = 0): Promise<ChatMessage[]> {
  const res = await t.app.inject({ url: `/api/chat/${code}/messages?after=${after}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function finish(driver: TestDriver, id: number) {
  for (const status of ['arrived', 'enroute', 'delivered']) {
    await t.app.inject({
      method: 'POST',
      url: `/api/driver/bookings/${id}/status`,
      headers: driver.auth,
      payload: { status },
    });
  }
  await t.app.deps.locations.remove(driver.id);
}

describe('booking chat', () => {
  it("tells the other party's other screens of each new message, once, on their own topic", async () => {
    const { rider, driver, order } = await ride();
    const driverLive = await realtimeAs(t, driver.token);
    driverLive.socket.send(JSON.stringify({ type: 'sub', topic: `user:${driver.id}` }));
    await driverLive.inbox.waitFor((m) => m.type === 'subscribed');
    const riderLive = await realtimeAs(t, rider.token);
    riderLive.socket.send(JSON.stringify({ type: 'sub', topic: `user:${rider.id}` }));
    await riderLive.inbox.waitFor((m) => m.type === 'subscribed');

    expect((await send(rider, order.code, 'Nasa gate na po ako', 'n-1')).statusCode).toBe(201);
    expect((await send(rider, order.code, 'Nasa gate na po ako', 'n-1')).statusCode).toBe(200);
    const notice = await driverLive.inbox.waitFor(
      (m) => m.type === 'event' && m.topic === `user:${driver.id}`,
    );
    // The same notice POST chat/notification gives, with the message as its text.
    const { title, body, path, from } = notice.data as Record<string, unknown>;
    expect([title, body, path, from]).toEqual([
      'New Chat Message',
      'Nasa gate na po ako',
      `/booking/${order.code}/chat`,
      rider.id,
    ]);
    // The driver's answer reaches the rider's topic; the retried message was not told twice.
    expect((await send(driver, order.code, 'Sige po', 'n-2')).statusCode).toBe(201);
    await riderLive.inbox.waitFor((m) => m.type === 'event' && m.data?.body === 'Sige po');
    const told = driverLive.inbox.messages.filter(
      (m) => m.type === 'event' && m.data?.type === 'chat-notification',
    );
    expect(told).toHaveLength(1);
    driverLive.socket.close();
    riderLive.socket.close();
  });

  it('keeps order and loses or doubles nothing across a dropped connection', async () => {
    const { rider, driver, order } = await ride();
    const live = await realtimeAs(t, rider.token);
    live.socket.send(JSON.stringify({ type: 'sub', topic: `chat:${order.code}` }));
    await live.inbox.waitFor((m) => m.type === 'subscribed');

    const hello = await send(rider, order.code, '  Hello po, I am at the gate  ', 'r-1');
    expect(hello.statusCode).toBe(201);
    expect(hello.json()).toMatchObject({
      userId: rider.id,
      text: 'Hello po, I am at the gate',
      activityStatus: 1,
    });
    const pushed = await live.inbox.waitFor((m) => m.type === 'event' && m.data?.type === 'message');
    expect((pushed.data?.message as ChatMessage | undefined)?.id).toBe(hello.json().id);
    const lastSeenLive = hello.json().id as number;

    // The rider's connection drops; meanwhile the driver answers and the rider's retry reaches the server twice.
    live.socket.terminate();
    expect((await send(driver, order.code, 'Coming, 2 minutes', 'd-1')).statusCode).toBe(201);
    const retry1 = await send(rider, order.code, 'Blue shirt', 'r-2');
    const retry2 = await send(rider, order.code, 'Blue shirt', 'r-2');
    expect(retry1.statusCode).toBe(201);
    expect(retry2.statusCode).toBe(200);
    expect(retry2.json().id).toBe(retry1.json().id);
    expect((await send(driver, order.code, 'Nakita na kita', 'd-2')).statusCode).toBe(201);

    // Reconnected, the rider asks for everything after the last message it had.
    const again = await realtimeAs(t, rider.token);
    again.socket.send(JSON.stringify({ type: 'sub', topic: `chat:${order.code}` }));
    await again.inbox.waitFor((m) => m.type === 'subscribed');
    const missed = await messages(rider, order.code, lastSeenLive);
    expect(missed.map((m) => m.text)).toEqual(['Coming, 2 minutes', 'Blue shirt', 'Nakita na kita']);
    const all = await messages(driver, order.code);
    expect(all.map((m) => m.text)).toEqual([
      'Hello po, I am at the gate',
      'Coming, 2 minutes',
      'Blue shirt',
      'Nakita na kita',
    ]);
    const ids = all.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    for (const m of all) expect(Date.parse(m.timestamp)).not.toBeNaN();

    // Seen marks: the driver reads everything.
    expect(all[0]).toMatchObject({ seenBy: [rider.id], seenStatus: false });
    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${order.code}/seen`,
      headers: driver.auth,
      payload: {},
    });
    expect(seen.json()).toEqual({ last_seen_id: ids[3] });
    const seenEvent = await again.inbox.waitFor((m) => m.data?.type === 'seen');
    expect(seenEvent.data).toMatchObject({ userId: driver.id, last_seen_id: ids[3] });
    const afterSeen = await messages(rider, order.code);
    expect(afterSeen[0]).toMatchObject({ seenBy: [rider.id, driver.id], seenStatus: true });
    again.socket.terminate();
    await finish(driver, order.id);
  });

  it('refuses blank messages, strangers and closed chats', async () => {
    const { rider, driver, order } = await ride();
    const blank = await send(rider, order.code, ' \n\t ', 'r-blank');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Please type a message.' });
    const noClientId = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${order.code}/messages`,
      headers: rider.auth,
      payload: { text: 'hi' },
    });
    expect(noClientId.statusCode).toBe(400);

    const stranger = await quickUser(t);
    const otherDriver = await quickUser(t, ['driver']);
    for (const who of [stranger, otherDriver]) {
      expect(
        (await t.app.inject({ url: `/api/chat/${order.code}/messages`, headers: who.auth })).statusCode,
      ).toBe(404);
      expect((await send(who, order.code, 'hello', 'x-1')).statusCode).toBe(404);
    }
    const admin = await quickUser(t, ['admin']);
    expect(
      (await t.app.inject({ url: `/api/chat/${order.code}/messages`, headers: admin.auth })).statusCode,
    ).toBe(200);

    await finish(driver, order.id);
    const closed = await send(rider, order.code, 'Thank you!', 'r-late');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: 'This chat is closed because the booking has ended.' });
    expect((await messages(rider, order.code)).map((m) => m.text)).toEqual([]);
  });
});
