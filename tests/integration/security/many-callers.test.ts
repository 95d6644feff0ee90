import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_CALLERS_PER_ROUTE } from '@/server/app';
import { createTestApp, type TestApp } from '../../helpers/app';

/** How many callers the rate-limit plugin keeps counts of per route when it is not told otherwise. */
const PLUGIN_DEFAULT_CALLERS = 5_000;

let t: TestApp;
beforeAll(async () => {
  // Counted in the instance's memory, as a server without Redis counts.
  t = await createTestApp({ deps: { redis: undefined } });
});
afterAll(async () => {
  await t?.close();
});

/** The invitation page's data: a public route with a limit of its own, per address. */
const askInvitation = (ip: string) => t.app.inject({ url: '/api/share/NO-SUCH-CODE', remoteAddress: ip });

describe('a route’s own limit holds while more callers than the plugin’s default are counted', () => {
  it('an address that used its allowance stays refused while thousands of other addresses call', async () => {
    expect(RATE_LIMIT_CALLERS_PER_ROUTE).toBeGreaterThan(PLUGIN_DEFAULT_CALLERS + 500);
    const guesser = '10.220.0.1';
    let allowed = 0;
    for (;;) {
      const res = await askInvitation(guesser);
      if (res.statusCode === 429) break;
      expect(res.statusCode, res.body).toBe(404);
      allowed++;
      expect(allowed).toBeLessThan(1_000);
    }
    expect(allowed).toBeGreaterThan(0);

    // Phones across town open invitations meanwhile, each from an address of its own, a hundred at a time.
    const others = PLUGIN_DEFAULT_CALLERS + 500;
    for (let first = 0; first < others; first += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, others - first) }, (_, i) => {
          const n = first + i;
          return askInvitation(`10.221.${Math.floor(n / 250)}.${(n % 250) + 1}`);
        }),
      );
      for (const res of batch) expect(res.statusCode, res.body).toBe(404);
    }

    const again = await askInvitation(guesser);
    expect(again.statusCode, again.body).toBe(429);
  });
});
