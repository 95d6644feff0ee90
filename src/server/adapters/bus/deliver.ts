import type { AdapterLogger } from '../logger';

export type BusHandler = (data: unknown) => void;

export class BusClosedError extends Error {
  override name = 'BusClosedError';

  constructor() {
    super('The event bus is closed');
  }
}

/** JSON text of a published value; `undefined` travels as `null`, as it would inside an array. */
export function encodeMessage(data: unknown): string {
  return JSON.stringify(data) ?? 'null';
}

/**
 * Calls every handler with the data. A handler that throws, or returns a promise that rejects, is
 * logged and does not stop the others or reach the publisher.
 */
export function deliver(
  topic: string,
  handlers: Iterable<BusHandler>,
  data: unknown,
  log: Pick<AdapterLogger, 'error'> | undefined,
): void {
  const report = (error: unknown) => log?.error({ err: error, topic }, 'Event bus handler failed');
  for (const handler of [...handlers]) {
    try {
      const result: unknown = handler(data);
      if (isPromiseLike(result)) Promise.resolve(result).catch(report);
    } catch (error) {
      report(error);
    }
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
