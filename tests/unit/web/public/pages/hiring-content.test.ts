import { describe, expect, it } from 'vitest';
import { HOW_TO_APPLY, REQUIREMENTS, SEED_JOBS } from '../../../../../src/server/db/seed/content';
import { englishTextTranslator } from '../../../../../src/shared/i18n';
import { jobContentMessages } from '../../../../../src/web/public/pages/jobs/messages';

const toLocale = englishTextTranslator([jobContentMessages]);

const texts = SEED_JOBS.flatMap((job) => [
  job.title,
  job.summary,
  ...job.vehicleTypes,
  ...HOW_TO_APPLY(job.branch),
  ...REQUIREMENTS,
]);

describe('hiring page content in both languages', () => {
  it.each([...new Set(texts)])('"%s" has a Filipino text and stays as it is in English', (english) => {
    expect(toLocale(english, 'en')).toBe(english);
    const filipino = toLocale(english, 'fil');
    expect(filipino).not.toBe(english);
    expect(filipino.trim()).not.toBe('');
  });

  it('keeps the branch in the translated steps and shows a text staff wrote themselves as written', () => {
    expect(toLocale('Like and follow the BRP El Nido Facebook page.', 'fil')).toBe(
      'I-like at i-follow ang Facebook page ng BRP El Nido.',
    );
    expect(toLocale('Bring your own helmet.', 'fil')).toBe('Bring your own helmet.');
  });
});
