import { describe, expect, it } from 'vitest';
import { PORTAL_PAGE_LIST } from '@config/portal';
import { englishTextTranslator } from '@/shared/i18n';
import { SHARED_CATALOGUES } from '@/shared/messages';
import * as accountForms from '@/web/public/accounts/form-schemas';
import { accountFormMessages } from '@/web/public/accounts/messages';

/**
 * The rider and driver forms (account screens, driver portal pages) show their schemas' check texts in the
 * reader's language: each one has a Filipino text in the catalogues `fromEnglishNow` searches.
 */

/** Every `errorMessage` text of a schema, at any depth (a string, or the values of an object of them). */
function checkTexts(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) checkTexts(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'errorMessage') collect(value, out);
      else checkTexts(value, out);
    }
  }
  return out;
}
function collect(value: unknown, out: Set<string>) {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, out);
}

const toFilipino = englishTextTranslator([accountFormMessages, ...SHARED_CATALOGUES]);

describe('the check texts of the rider and driver forms', () => {
  const schemas = [
    ...Object.values(accountForms).filter((value) => value && typeof value === 'object'),
    ...PORTAL_PAGE_LIST.map((page) => page.schema),
  ];
  const texts = [...new Set(schemas.flatMap((schema) => [...checkTexts(schema)]))];

  it('finds the texts it checks', () => {
    expect(texts.length).toBeGreaterThan(10);
  });

  it.each(texts)('%s: has a Filipino text', (text) => {
    expect(toFilipino(text, 'fil')).not.toBe(text);
  });
});
