/**
 * Keys due to be read again in the background, a batch at a time: one batch at most every `everyMs`, and never
 * two at once. A read still running when the next was due would otherwise start a second read of the same keys,
 * and a slow database would get more reads at once the slower it went. A key stays due until its batch is read.
 */
export function createBatchRefresh<K>(options: {
  batch: number;
  everyMs: number;
  read(keys: K[]): Promise<unknown>;
  onError(error: unknown): void;
}) {
  const due = new Set<K>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let running = true;

  function schedule() {
    if (timer || reading || !running || due.size === 0) return;
    timer = setTimeout(readBatch, options.everyMs);
    timer.unref();
  }

  function readBatch() {
    timer = undefined;
    reading = true;
    const keys = [...due].slice(0, options.batch);
    options
      .read(keys)
      .catch(options.onError)
      .finally(() => {
        reading = false;
        for (const key of keys) due.delete(key);
        schedule();
      });
  }

  return {
    /** Marks a key due; reading it again once is enough however often it is marked meanwhile. */
    add(key: K) {
      due.add(key);
      schedule();
    },
    start() {
      running = true;
      schedule();
    },
    /** No further batch starts (one being read finishes); the keys stay due for a later start. */
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
