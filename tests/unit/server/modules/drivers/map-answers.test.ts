import { describe, expect, it } from 'vitest';
import { createMapAnswers, STALE_AFTER_MS } from '@/server/modules/drivers/map-answers';

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
});
