import { describe, expect, it } from 'vitest';
import { memoryCache } from '@/server/modules/leaderboard/service';

describe('memoryCache', () => {
  it('computes once per time-to-live and key, and forgets failures', async () => {
    let now = 0;
    let calls = 0;
    const cached = memoryCache<string, number>(60_000, () => now);
    const compute = async () => ++calls;
    expect(await Promise.all([cached('a', compute), cached('a', compute)])).toEqual([1, 1]);
    now = 59_999;
    expect(await cached('a', compute)).toBe(1);
    expect(await cached('b', compute)).toBe(2);
    now = 60_000;
    expect(await cached('a', compute)).toBe(3);

    await expect(cached('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cached('c', compute)).toBe(4);
  });
});
