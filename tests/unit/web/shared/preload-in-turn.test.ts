// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

// Each part waits for an idle moment of the page (a frame, then an idle callback): give the waits room.
const WAIT = { timeout: 10_000 };
import { preloadInTurn } from '@/web/shared/early-request';

/** A part whose load is held until the test lets it finish. */
function heldPart(name: string, log: string[]) {
  let finish = () => {};
  const load = () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve) => {
      finish = () => {
        log.push(`done ${name}`);
        resolve();
      };
    });
  };
  return { load, finish: () => finish() };
}

describe('parts preloaded after the first paint', () => {
  it('load one at a time, each after the one before has arrived, a failed one not stopping the rest', async () => {
    const log: string[] = [];
    const map = heldPart('map', log);
    const picker = heldPart('picker', log);
    const failing = () => {
      log.push('start failing');
      return Promise.reject(new Error('offline'));
    };
    const vehicle = heldPart('vehicle', log);
    preloadInTurn([map.load, picker.load, failing, vehicle.load]);

    await vi.waitFor(() => expect(log).toEqual(['start map']), WAIT);
    map.finish();
    await vi.waitFor(() => expect(log).toEqual(['start map', 'done map', 'start picker']), WAIT);
    picker.finish();
    await vi.waitFor(
      () =>
        expect(log).toEqual([
          'start map',
          'done map',
          'start picker',
          'done picker',
          'start failing',
          'start vehicle',
        ]),
      WAIT,
    );
    vehicle.finish();
    await vi.waitFor(() => expect(log.at(-1)).toBe('done vehicle'), WAIT);
  });

  it('stop when cancelled (the screen closed)', async () => {
    const log: string[] = [];
    const first = heldPart('first', log);
    const second = heldPart('second', log);
    const cancel = preloadInTurn([first.load, second.load]);
    await vi.waitFor(() => expect(log).toEqual(['start first']), WAIT);
    cancel();
    first.finish();
    await vi.waitFor(() => expect(log).toEqual(['start first', 'done first']), WAIT);
    // The next part would be asked for from the first one's answer: that answer's callbacks have run by now.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(log).toEqual(['start first', 'done first']);
  });
});
