import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createMapAnswers,
  type EncodedAnswer,
  type Encoding,
  encoded,
  STALE_AFTER_MS,
} from '@/server/modules/drivers/map-answers';
import { ONLINE_DRIVERS_ANSWER_MS } from '@/server/modules/drivers/service';

/** No driver goes online or offline in these questions: only the answers' ages matter. */
const quietTown = { statusEpoch: () => 1, changedNear: () => false };

describe('map answers', () => {
  const asked = { lat: 9.7392, lng: 118.7353, vehicle_types: 'car,motorcycle' };

  function answersCountingMade() {
    const made: string[] = [];
    const answers = createMapAnswers(quietTown, async (question) => {
      made.push(`${question.query.lat},${question.query.lng}`);
      return Buffer.from(JSON.stringify({ data: [], count: made.length }));
    });
    return { answers, made };
  }

  it('answers riders of one cell with one answer, made once', async () => {
    const { answers, made } = answersCountingMade();
    await answers.answer(asked);
    const again = answers.answer({ ...asked, lat: 9.7371, lng: 118.7361 });
    expect(again).not.toBeInstanceOf(Promise);
    expect(made).toEqual(['9.74,118.74']);
  });

  it('lets go of answers too stale to be shown, and keeps the fresh ones', async () => {
    const { answers, made } = answersCountingMade();
    await answers.answer(asked);
    answers.forgetStale(Date.now() + 1000);
    expect(answers.answer(asked)).not.toBeInstanceOf(Promise);
    answers.forgetStale(Date.now() + STALE_AFTER_MS + 1);
    const next = answers.answer(asked);
    expect(next).toBeInstanceOf(Promise);
    await next;
    expect(made).toHaveLength(2);
  });

  /** A cell's answer sent in `encoding`, then its next answer once made (the last one goes out meanwhile). */
  async function nextAfterSending(encoding: Encoding) {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let made = 0;
      const answers = createMapAnswers(quietTown, async () => {
        made++;
        return Buffer.from(JSON.stringify({ data: `${made}`.repeat(3000), count: made }));
      });
      const first = await answers.answer(asked);
      encoded(first, encoding);
      vi.setSystemTime(Date.now() + ONLINE_DRIVERS_ANSWER_MS);
      expect(answers.answer(asked)).toBe(first);
      await vi.waitFor(() => expect(answers.answer(asked)).not.toBe(first));
      return answers.answer(asked) as EncodedAnswer;
    } finally {
      vi.useRealTimers();
    }
  }

  it("makes a cell's next answer in the encodings its last one was sent in, before a poll sends it", async () => {
    const next = await nextAfterSending('br');
    expect(next.identity).toBeUndefined();
    expect(next.gzip).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(next.br!).toString())).toMatchObject({ count: 2 });
  });

  it("keeps a cell's next answer plain when its last one was only sent plain", async () => {
    const next = await nextAfterSending('identity');
    expect(next.br).toBeUndefined();
    expect(JSON.parse(next.identity!.toString())).toMatchObject({ count: 2 });
  });

  it("makes a cell's first answer ready in the encoding of the poll waiting for it", async () => {
    const answers = createMapAnswers(quietTown, async () =>
      Buffer.from(JSON.stringify({ data: 'x'.repeat(3000) })),
    );
    const first = await answers.answer(asked, 'br');
    expect(first.identity).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(first.br!).toString()).data).toHaveLength(3000);
  });
});
