import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Bus, BusClosedError, createBus, createMemoryBus, createRedisBus } from '@/server/adapters/bus';
import type { AdapterLogger } from '@/server/adapters/logger';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** One prefix per run, so parallel runs on one Redis never see each other's events. */
const RUN_PREFIX = `brp-test-${randomUUID()}:`;

type LogLine = { level: 'info' | 'warn' | 'error'; obj: object; msg?: string };

function recordingLog(): AdapterLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

/** Collects what a topic receives. */
async function collect(bus: Bus, topic: string) {
  const received: unknown[] = [];
  const unsubscribe = await bus.subscribe(topic, (data) => {
    received.push(data);
  });
  return { received, unsubscribe };
}

/**
 * Waits until everything `publisher` has published so far has reached `listener`: Redis handles
 * commands one at a time and delivers them in order, so once a marker published afterwards is in,
 * anything published earlier has arrived too.
 */
async function flush(publisher: Bus, listener: Bus) {
  const topic = `flush:${randomUUID()}`;
  const marker = await collect(listener, topic);
  await publisher.publish(topic, 'marker');
  await vi.waitFor(() => expect(marker.received).toEqual(['marker']));
  await marker.unsubscribe();
}

type BusFactory = (log: AdapterLogger) => Bus;

function busContract(makeBus: BusFactory) {
  let bus: Bus;
  let log: ReturnType<typeof recordingLog>;
  let topicSeq = 0;
  const topic = (name: string) => `${name}:${++topicSeq}`;

  beforeAll(() => {
    log = recordingLog();
    bus = makeBus(log);
  });

  afterAll(async () => {
    await bus.close();
  });

  it('delivers published data to a subscriber, as JSON', async () => {
    const t = topic('order');
    const { received } = await collect(bus, t);
    await bus.publish(t, {
      code: '12-AB3C',
      status: 'preparing',
      fare: 12_500,
      at: new Date('2026-01-02T03:04:05.000Z'),
      driver: { id: 7, name: 'Pedro' },
      note: undefined,
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      code: '12-AB3C',
      status: 'preparing',
      fare: 12_500,
      at: '2026-01-02T03:04:05.000Z',
      driver: { id: 7, name: 'Pedro' },
    });
  });

  it('carries strings, numbers, arrays, null and undefined', async () => {
    const t = topic('values');
    const { received } = await collect(bus, t);
    for (const value of ['text', 42, [1, 'two'], null, undefined, true]) await bus.publish(t, value);
    await vi.waitFor(() => expect(received).toHaveLength(6));
    expect(received).toEqual(['text', 42, [1, 'two'], null, null, true]);
  });

  it('delivers only to subscribers of the topic, with topic names taken literally', async () => {
    const a = await collect(bus, topic('chat'));
    const star = await collect(bus, 'recently-*');
    const exact = await collect(bus, 'recently-booked');
    const t = topic('chat');
    await bus.publish('recently-booked', 'booked');
    await bus.publish(t, 'other chat');
    await flush(bus, bus);
    expect(exact.received).toEqual(['booked']);
    expect(star.received).toEqual([]);
    expect(a.received).toEqual([]);
    await Promise.all([a.unsubscribe(), star.unsubscribe(), exact.unsubscribe()]);
  });

  it('accepts topics that are EventEmitter event names', async () => {
    const errors = await collect(bus, 'error');
    const newListener = await collect(bus, 'newListener');
    await bus.subscribe(topic('later'), () => {});
    await bus.publish('error', { failed: true });
    await flush(bus, bus);
    expect(errors.received).toEqual([{ failed: true }]);
    expect(newListener.received).toEqual([]);
  });

  it('keeps messages of one topic in publishing order', async () => {
    const t = topic('driver');
    const { received } = await collect(bus, t);
    const sent = Array.from({ length: 50 }, (_, i) => i);
    for (const i of sent) await bus.publish(t, i);
    await vi.waitFor(() => expect(received).toHaveLength(50));
    expect(received).toEqual(sent);
  });

  it('gives every handler of a topic each message, and unsubscribes them one by one', async () => {
    const t = topic('drivers');
    const first = await collect(bus, t);
    const second = await collect(bus, t);
    await bus.publish(t, 1);
    await vi.waitFor(() => expect(second.received).toEqual([1]));
    expect(first.received).toEqual([1]);

    await first.unsubscribe();
    await first.unsubscribe();
    await bus.publish(t, 2);
    await vi.waitFor(() => expect(second.received).toEqual([1, 2]));
    expect(first.received).toEqual([1]);

    await second.unsubscribe();
    await bus.publish(t, 3);
    await flush(bus, bus);
    expect(second.received).toEqual([1, 2]);
  });

  it('treats the same handler subscribed twice as two subscriptions', async () => {
    const t = topic('twice');
    const received: unknown[] = [];
    const handler = (data: unknown) => {
      received.push(data);
    };
    const unsubscribeA = await bus.subscribe(t, handler);
    const unsubscribeB = await bus.subscribe(t, handler);
    await bus.publish(t, 'a');
    await vi.waitFor(() => expect(received).toEqual(['a', 'a']));
    await unsubscribeA();
    await bus.publish(t, 'b');
    await vi.waitFor(() => expect(received).toEqual(['a', 'a', 'b']));
    await unsubscribeB();
  });

  it('isolates a failing handler from the others and from the publisher', async () => {
    const t = topic('faulty');
    await bus.subscribe(t, () => {
      throw new Error('handler broke');
    });
    await bus.subscribe(t, async () => {
      throw new Error('async handler broke');
    });
    const healthy = await collect(bus, t);
    await expect(bus.publish(t, 'still delivered')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(healthy.received).toEqual(['still delivered']));
    await vi.waitFor(() => {
      const failures = log.lines.filter((line) => line.level === 'error');
      expect(failures.map((line) => (line.obj as { err: Error }).err.message).sort()).toEqual([
        'async handler broke',
        'handler broke',
      ]);
      expect(failures[0].obj).toMatchObject({ topic: t });
    });
  });

  it('lets a handler unsubscribe itself while a message is being delivered', async () => {
    const t = topic('once');
    const received: unknown[] = [];
    const other = await collect(bus, t);
    const unsubscribe = await bus.subscribe(t, (data) => {
      received.push(data);
      void unsubscribe();
    });
    await bus.publish(t, 1);
    await bus.publish(t, 2);
    await vi.waitFor(() => expect(other.received).toEqual([1, 2]));
    expect(received).toEqual([1]);
  });

  it('holds many handlers on one topic without a max-listeners warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const t = topic('busy');
      const subscriptions = await Promise.all(Array.from({ length: 100 }, () => collect(bus, t)));
      await bus.publish(t, 'everyone');
      await vi.waitFor(() => {
        for (const { received } of subscriptions) expect(received).toEqual(['everyone']);
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
      await Promise.all(subscriptions.map(({ unsubscribe }) => unsubscribe()));
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('rejects a value that JSON cannot carry', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(bus.publish(topic('bad'), cyclic)).rejects.toThrow(TypeError);
    await expect(bus.publish(topic('bad'), { big: 1n })).rejects.toThrow(TypeError);
  });

  it('refuses to publish or subscribe once closed, and closes twice', async () => {
    const closing = makeBus(recordingLog());
    const { received } = await collect(closing, 'x');
    await closing.close();
    await closing.close();
    await expect(closing.publish('x', 1)).rejects.toBeInstanceOf(BusClosedError);
    await expect(closing.subscribe('x', () => {})).rejects.toBeInstanceOf(BusClosedError);
    expect(received).toEqual([]);
  });
}

describe('memory bus', () => {
  busContract((log) => createMemoryBus({ log }));

  it('is what createBus builds without a Redis URL', async () => {
    const bus = createBus({});
    const { received } = await collect(bus, 't');
    await bus.publish('t', 'in-process');
    expect(received).toEqual(['in-process']);
    await bus.close();
  });
});

describe('Redis bus: connection failures', () => {
  it('logs instead of crashing when Redis cannot be reached, and still closes', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const log = recordingLog();
    const bus = createRedisBus(`redis://127.0.0.1:${port}`, { channelPrefix: RUN_PREFIX, log });
    await vi.waitFor(() => {
      const warnings = log.lines.filter((line) => line.level === 'warn');
      expect(warnings.map((line) => (line.obj as { role: string }).role).sort()).toEqual([
        'publisher',
        'subscriber',
      ]);
    });
    await expect(bus.publish('t', 1)).rejects.toThrow();
    await bus.close();
  });
});

describe.skipIf(!REDIS_URL)('Redis bus', () => {
  const url = REDIS_URL as string;
  let prefixSeq = 0;
  /** A fresh prefix per test keeps tests in this file apart as well. */
  const prefix = () => `${RUN_PREFIX}${++prefixSeq}:`;
  const buses: Bus[] = [];
  let inspector: Redis;

  function redisBus(channelPrefix: string, log: AdapterLogger = recordingLog()) {
    const bus = createRedisBus(url, { channelPrefix, log });
    buses.push(bus);
    return bus;
  }

  async function subscriberCount(channel: string): Promise<number> {
    const reply = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
    return Number(reply[1]);
  }

  beforeAll(() => {
    inspector = new Redis(url);
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  afterAll(async () => {
    await inspector.quit();
  });

  describe('behaves like the memory bus', () => {
    busContract((log) => createRedisBus(url, { channelPrefix: prefix(), log }));
  });

  it('delivers events between two bus instances, both ways', async () => {
    const channelPrefix = prefix();
    const one = redisBus(channelPrefix);
    const two = redisBus(channelPrefix);
    const onOne = await collect(one, 'order:12-AB3C');
    const onTwo = await collect(two, 'order:12-AB3C');

    await one.publish('order:12-AB3C', { status: 'preparing' });
    await two.publish('order:12-AB3C', { status: 'arrived' });

    const expected = [{ status: 'preparing' }, { status: 'arrived' }];
    await vi.waitFor(() => expect(onOne.received).toEqual(expected));
    await vi.waitFor(() => expect(onTwo.received).toEqual(expected));
  });

  it('stops cross-instance delivery after unsubscribe', async () => {
    const channelPrefix = prefix();
    const publisher = redisBus(channelPrefix);
    const listener = redisBus(channelPrefix);
    const chat = await collect(listener, 'chat:12-AB3C');

    await publisher.publish('chat:12-AB3C', 'hello');
    await vi.waitFor(() => expect(chat.received).toEqual(['hello']));

    await chat.unsubscribe();
    await publisher.publish('chat:12-AB3C', 'anyone there?');
    await flush(publisher, listener);
    expect(chat.received).toEqual(['hello']);
  });

  it('holds one Redis subscription per channel, however many local handlers', async () => {
    const channelPrefix = prefix();
    const bus = redisBus(channelPrefix);
    const channel = `${channelPrefix}drivers:puerto-princesa`;
    expect(await subscriberCount(channel)).toBe(0);

    const [a, b, c] = await Promise.all([
      collect(bus, 'drivers:puerto-princesa'),
      collect(bus, 'drivers:puerto-princesa'),
      collect(bus, 'drivers:puerto-princesa'),
    ]);
    expect(await subscriberCount(channel)).toBe(1);

    await a.unsubscribe();
    await b.unsubscribe();
    expect(await subscriberCount(channel)).toBe(1);

    await c.unsubscribe();
    expect(await subscriberCount(channel)).toBe(0);

    const again = await collect(bus, 'drivers:puerto-princesa');
    expect(await subscriberCount(channel)).toBe(1);
    await inspector.publish(channel, JSON.stringify('back'));
    await vi.waitFor(() => expect(again.received).toEqual(['back']));
  });

  it('resubscribes a channel whose last handler left while another was joining', async () => {
    const channelPrefix = prefix();
    const bus = redisBus(channelPrefix);
    const first = await collect(bus, 'recently-booked');
    const leaving = first.unsubscribe();
    const joining = collect(bus, 'recently-booked');
    await leaving;
    const second = await joining;
    await bus.publish('recently-booked', 'seen');
    await vi.waitFor(() => expect(second.received).toEqual(['seen']));
    expect(await subscriberCount(`${channelPrefix}recently-booked`)).toBe(1);
  });

  it('uses the prefixed topic as the channel and JSON as the message', async () => {
    const channelPrefix = prefix();
    const bus = redisBus(channelPrefix);
    const raw = new Redis(url);
    try {
      const messages: [string, string][] = [];
      raw.on('message', (channel: string, message: string) => messages.push([channel, message]));
      await raw.subscribe(`${channelPrefix}pautos:7`);
      await bus.publish('pautos:7', { step: 'buying' });
      await vi.waitFor(() => expect(messages).toEqual([[`${channelPrefix}pautos:7`, '{"step":"buying"}']]));
    } finally {
      raw.disconnect();
    }
  });

  it('keeps deployments with different prefixes apart', async () => {
    const ours = redisBus(prefix());
    const theirs = redisBus(prefix());
    const mine = await collect(ours, 'recently-booked');
    // Redis handles commands one at a time, so once 'ours' arrives the earlier publish would have too.
    await theirs.publish('recently-booked', 'not for us');
    await ours.publish('recently-booked', 'ours');
    await vi.waitFor(() => expect(mine.received).toEqual(['ours']));
  });

  it('ignores and logs a message that is not JSON', async () => {
    const channelPrefix = prefix();
    const log = recordingLog();
    const bus = redisBus(channelPrefix, log);
    const { received } = await collect(bus, 't');
    await inspector.publish(`${channelPrefix}t`, 'not json {');
    await inspector.publish(`${channelPrefix}t`, '"json"');
    await vi.waitFor(() => expect(received).toEqual(['json']));
    expect(log.lines.some((line) => line.level === 'warn' && line.msg?.includes('not JSON'))).toBe(true);
  });

  it('is what createBus builds with a Redis URL', async () => {
    const channelPrefix = prefix();
    const bus = createBus({ redisUrl: url, channelPrefix });
    buses.push(bus);
    const { received } = await collect(bus, 't');
    await inspector.publish(`${channelPrefix}t`, '{"via":"redis"}');
    await vi.waitFor(() => expect(received).toEqual([{ via: 'redis' }]));
  });
});
