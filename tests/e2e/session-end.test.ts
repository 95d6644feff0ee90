import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, e2eSession } from '../helpers/e2e';

const session = e2eSession();

describe('a live socket ends with the session', () => {
  it('closes the open realtime connection of a tab when the account signs out in another tab', async () => {
    const res = await fetch(`${session.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'client@example.com', password: DEMO_PASSWORD }),
    });
    const { token, account } = (await res.json()) as {
      token: string;
      account: { id: number; role_name: string };
    };
    const tab = await session.openPhone();
    await tab.addInitScript(
      ([token, info]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('account', JSON.parse(info).role_name);
        window.localStorage.setItem('info', info);
      },
      [token, JSON.stringify(account)] as const,
    );
    await tab.goto('/');
    // The tab follows the account's own events over the realtime connection, as the pages do.
    await tab.evaluate(
      ({ token, id }) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`ws://${window.location.host}/api/realtime`);
          const state = { messages: [] as { type: string }[], closeCode: 0 };
          (window as unknown as { __live: typeof state }).__live = state;
          socket.onmessage = (event) => {
            const message = JSON.parse(String(event.data));
            state.messages.push(message);
            if (message.type === 'ready') socket.send(JSON.stringify({ type: 'sub', topic: `user:${id}` }));
            if (message.type === 'subscribed') resolve();
            if (message.type === 'error') reject(new Error(message.message));
          };
          socket.onclose = (event) => {
            state.closeCode = event.code;
          };
          socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        }),
      { token, id: account.id },
    );

    // Another tab of the same browser signs out through the product's sign-out link.
    const other = await tab.context().newPage();
    await other.goto('/sign-out-my-account');
    await other.waitForURL('**/login');

    await tab.waitForFunction(
      () => (window as unknown as { __live: { closeCode: number } }).__live.closeCode !== 0,
    );
    const live = await tab.evaluate(
      () => (window as unknown as { __live: { closeCode: number; messages: { type: string }[] } }).__live,
    );
    expect(live.closeCode).toBe(4401);
    expect(live.messages.map((m) => m.type)).toContain('signed-out');
    const after = await fetch(`${session.server.url}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });
});
