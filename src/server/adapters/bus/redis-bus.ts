import type { Redis, RedisOptions } from 'ioredis';
import { redisClient } from '../ioredis';
import type { AdapterLogger } from '../logger';
import { BusClosedError, type BusHandler, deliver, encodeMessage } from './deliver';
import type { Bus } from './port';

export type RedisBusOptions = {
  /** Prepended to every topic to form the Redis channel, so several deployments can share one Redis. */
  channelPrefix?: string;
  log?: AdapterLogger;
};

/** Give up on a publish after a few reconnect attempts instead of holding a request for long. */
const MAX_RETRIES_PER_REQUEST = 3;
const QUIT_TIMEOUT_MS = 2_000;

type Channel = {
  handlers: Set<BusHandler>;
  /** Settles when Redis has confirmed the SUBSCRIBE for this channel. */
  subscribed: Promise<unknown>;
};

/**
 * Redis pub/sub bus: any number of server instances on one Redis see each other's events. One
 * connection publishes; one connection holds the subscriptions, each channel subscribed while at least
 * one local handler wants it. ioredis reconnects and resubscribes by itself after Redis restarts;
 * events published meanwhile are lost (pub/sub does not store), which the browsers' polling covers.
 */
export function createRedisBus(url: string, { channelPrefix = 'brp:', log }: RedisBusOptions = {}): Bus {
  const connectionOptions: RedisOptions = { maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST };
  const Client = redisClient();
  const publisher = new Client(url, { ...connectionOptions, connectionName: 'brp-bus-publisher' });
  const subscriber = new Client(url, { ...connectionOptions, connectionName: 'brp-bus-subscriber' });
  watchConnection(publisher, 'publisher', log);
  watchConnection(subscriber, 'subscriber', log);

  const channels = new Map<string, Channel>();
  let closing: Promise<void> | undefined;

  subscriber.on('message', (channel: string, message: string) => {
    const entry = channels.get(channel);
    if (!entry || entry.handlers.size === 0) return;
    const topic = channel.slice(channelPrefix.length);
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch (error) {
      log?.warn({ err: error, topic }, 'Event bus ignored a message that is not JSON');
      return;
    }
    deliver(topic, entry.handlers, data, log);
  });

  async function removeHandler(channel: string, entry: Channel, handler: BusHandler): Promise<void> {
    entry.handlers.delete(handler);
    if (entry.handlers.size > 0 || channels.get(channel) !== entry) return;
    channels.delete(channel);
    if (closing) return;
    try {
      await subscriber.unsubscribe(channel);
    } catch (error) {
      // Delivery has already stopped locally: messages for a channel without an entry are dropped.
      log?.warn({ err: error, channel }, 'Event bus could not unsubscribe from a Redis channel');
    }
  }

  return {
    async publish(topic, data) {
      if (closing) throw new BusClosedError();
      await publisher.publish(channelPrefix + topic, encodeMessage(data));
    },

    async subscribe(topic, handler) {
      if (closing) throw new BusClosedError();
      const channel = channelPrefix + topic;
      let entry = channels.get(channel);
      if (!entry) {
        entry = { handlers: new Set(), subscribed: subscriber.subscribe(channel) };
        channels.set(channel, entry);
      }
      // A wrapper per subscription, so the same handler subscribed twice is removed once per call.
      const own: BusHandler = (data) => handler(data);
      entry.handlers.add(own);
      const subscribedEntry = entry;
      try {
        await subscribedEntry.subscribed;
      } catch (error) {
        await removeHandler(channel, subscribedEntry, own);
        throw error;
      }
      let active = true;
      return async () => {
        if (!active) return;
        active = false;
        await removeHandler(channel, subscribedEntry, own);
      };
    },

    close() {
      closing ??= (async () => {
        channels.clear();
        await Promise.all([shutdown(publisher), shutdown(subscriber)]);
      })();
      return closing;
    },
  };
}

/**
 * Without an 'error' listener an unreachable Redis would crash the process. Logs the first error of an
 * outage and the recovery, not every reconnect attempt in between.
 */
function watchConnection(client: Redis, role: string, log: AdapterLogger | undefined): void {
  let healthy = true;
  client.on('error', (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    log?.warn({ err: error, role }, 'Redis event bus connection failed; retrying');
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log?.info({ role }, 'Redis event bus connection restored');
  });
}

async function shutdown(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), QUIT_TIMEOUT_MS);
  });
  const quit = client.quit().then(
    () => 'quit' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([quit, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'quit') client.disconnect();
}
