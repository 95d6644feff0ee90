import { describe, expect, it } from 'vitest';
import { type Catalogue, LOCALES } from '@/shared/i18n';
import { SERVER_CATALOGUES } from '@/server/i18n/server-messages';

/** Every `messages.ts` of the product: shared, server and each web app's features. */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/**/messages.ts', { eager: true });

function isCatalogue(value: unknown): value is Catalogue {
  return (
    typeof value === 'object' &&
    value !== null &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'object')
  );
}

const catalogues: [string, Catalogue][] = [
  ...Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isCatalogue(value))
      .map(
        ([name, value]) =>
          [`${file.replace(/^(\.\.\/)+/, '')} ${name}`, value as Catalogue] as [string, Catalogue],
      ),
  ),
  ...SERVER_CATALOGUES.map(
    (catalogue, index) => [`server catalogue ${index}`, catalogue] as [string, Catalogue],
  ),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('finds the catalogues of every app', () => {
    expect(catalogues.length).toBeGreaterThan(25);
  });

  it.each(catalogues)(
    '%s has every key in English and Filipino, with the same placeholders',
    (_name, catalogue) => {
      const english = Object.keys(catalogue.en).sort();
      expect(Object.keys(catalogue.fil).sort()).toEqual(english);
      for (const key of english) {
        expect(catalogue.en[key].trim(), `en ${key}`).not.toBe('');
        expect(catalogue.fil[key].trim(), `fil ${key}`).not.toBe('');
        expect(placeholders(catalogue.fil[key]), `fil ${key}`).toEqual(placeholders(catalogue.en[key]));
      }
    },
  );

  it('is translated, not copied: most Filipino texts differ from the English ones', () => {
    let total = 0;
    let same = 0;
    for (const [, catalogue] of catalogues) {
      for (const key of Object.keys(catalogue.en)) {
        total += 1;
        if (catalogue.en[key] === catalogue.fil[key]) same += 1;
      }
    }
    expect(same / total).toBeLessThan(0.25);
  });
});
