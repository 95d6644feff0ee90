import { describe, expect, it } from 'vitest';
import { SEED_JOBS, seedJobTexts } from '@/server/db/seed/content';
import { englishTextTranslator } from '@/shared/i18n';
import { jobContentMessages } from '@/web/public/pages/jobs/messages';

const toLocale = englishTextTranslator([jobContentMessages]);

const textsOf = (job: (typeof SEED_JOBS)[number], locale: 'en' | 'fil') => {
  const texts = seedJobTexts(job, locale);
  return [texts.title, texts.summary, ...texts.vehicle_types, ...texts.how_to_apply, ...texts.requirements];
};
const texts = SEED_JOBS.flatMap((job) => textsOf(job, 'en'));

describe('hiring page content in both languages', () => {
  it.each([...new Set(texts)])('"%s" has a Filipino text and stays as it is in English', (english) => {
    expect(toLocale(english, 'en')).toBe(english);
    const filipino = toLocale(english, 'fil');
    expect(filipino).not.toBe(english);
    expect(filipino.trim()).not.toBe('');
  });

  it('seeds the openings with the Filipino the page would show for their English', () => {
    for (const job of SEED_JOBS) {
      expect(textsOf(job, 'fil')).toEqual(textsOf(job, 'en').map((english) => toLocale(english, 'fil')));
    }
  });

  it('keeps the branch in the translated steps and shows a text staff wrote themselves as written', () => {
    expect(toLocale('Like and follow the BRP El Nido Facebook page.', 'fil')).toBe(
      'I-like at i-follow ang Facebook page ng BRP El Nido.',
    );
    expect(toLocale('Bring your own helmet.', 'fil')).toBe('Bring your own helmet.');
  });
});
