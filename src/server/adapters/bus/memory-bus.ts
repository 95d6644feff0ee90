import { EventEmitter } from 'node:events';
import type { AdapterLogger } from '../logger';
import { BusClosedError, type BusHandler, deliver, encodeMessage } from './deliver';
import type { Bus } from './port';

export type MemoryBusOptions = {
  log?: Pick<AdapterLogger, 'error'>;
};

/**
 * In-process bus for a single server. Data goes through JSON like on Redis, so code that works here
 * works across instances. Handlers run before `publish` resolves.
 */
export function createMemoryBus({ log }: MemoryBusOptions = {}): Bus {
  const emitter = new EventEmitter();
  // Every WebSocket client may hold its own handler on a busy topic.
  emitter.setMaxListeners(0);
  let closed = false;
  // Prefixed so a topic can never be one of EventEmitter's own events ('error', 'newListener', …).
  const eventOf = (topic: string) => `topic:${topic}`;

  return {
    async publish(topic, data) {
      if (closed) throw new BusClosedError();
      const message = encodeMessage(data);
      const event = eventOf(topic);
      if (emitter.listenerCount(event) === 0) return;
      deliver(topic, emitter.listeners(event) as BusHandler[], JSON.parse(message), log);
    },

    async subscribe(topic, handler) {
      if (closed) throw new BusClosedError();
      // A wrapper per subscription, so the same handler subscribed twice is removed once per call.
      const listener: BusHandler = (data) => handler(data);
      emitter.on(eventOf(topic), listener);
      let active = true;
      return async () => {
        if (!active) return;
        active = false;
        emitter.off(eventOf(topic), listener);
      };
    },

    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
