import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from '@/web/shared/realtime';

/** A WebSocket stand-in: records what the client sends and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; topic?: string }[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const original = (globalThis as { WebSocket?: unknown }).WebSocket;
beforeEach(() => {
  FakeSocket.all = [];
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = original;
});

describe('realtime client subscriptions', () => {
  it('says when the server has confirmed a topic, so the page loads only after nothing can be missed', () => {
    const client = new RealtimeClient('ws://test/api/realtime');
    const events: unknown[] = [];
    let confirmed = 0;
    const stop = client.subscribe(
      'order:ABC',
      (data) => events.push(data),
      () => {
        confirmed += 1;
      },
    );
    const socket = FakeSocket.all[0];
    socket.open();
    expect(socket.sent).toContainEqual({ type: 'sub', topic: 'order:ABC' });
    expect(confirmed).toBe(0);
    socket.serverSays({ type: 'subscribed', topic: 'order:ABC' });
    expect(confirmed).toBe(1);
    socket.serverSays({ type: 'event', topic: 'order:ABC', data: { status: 'preparing' } });
    expect(events).toEqual([{ status: 'preparing' }]);

    // A second page part following the same topic asks again and hears its own confirmation.
    let second = 0;
    client.subscribe(
      'order:ABC',
      () => {},
      () => {
        second += 1;
      },
    );
    expect(socket.sent.filter((m) => m.type === 'sub')).toHaveLength(2);
    socket.serverSays({ type: 'subscribed', topic: 'order:ABC' });
    expect(second).toBe(1);

    // Both followers heard that one (the first reloads once more: harmless).
    expect(confirmed).toBe(2);
    stop();
    socket.serverSays({ type: 'subscribed', topic: 'order:ABC' });
    expect(confirmed).toBe(2);
    expect(second).toBe(2);

    // After a dropped connection the client subscribes again, and the follower hears it confirmed again.
    vi.useFakeTimers();
    try {
      socket.close();
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    const again = FakeSocket.all[1];
    again.open();
    expect(again.sent).toContainEqual({ type: 'sub', topic: 'order:ABC' });
    again.serverSays({ type: 'subscribed', topic: 'order:ABC' });
    expect(second).toBe(3);
    client.close();
  });
});
