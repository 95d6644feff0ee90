import { describe, expect, it } from 'vitest';
import { schemaCheckText } from '@/web/console/schema-admin/check-text';
import { FORM_CHECK_MESSAGES, formCheckMessages } from '@/shared/messages';

/** Every schema module of the product, as loaded: constants and helper-built texts are final strings. */
const modules = import.meta.glob<Record<string, unknown>>('../../../schemas/*.ts', { eager: true });

/** The texts of an `errorMessage`: a string, or the strings anywhere inside its keyword and property maps. */
function textsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) textsOf(inner, into);
}

function collectCheckTexts(value: unknown, into: Set<string>, seen: Set<object>) {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'errorMessage') textsOf(inner, into);
    else collectCheckTexts(inner, into, seen);
  }
}

const checkTexts = new Set<string>();
const seen = new Set<object>();
for (const exports of Object.values(modules)) collectCheckTexts(exports, checkTexts, seen);

describe('schema check texts in the console', () => {
  it('finds the check texts of the schemas', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(checkTexts.size).toBeGreaterThan(100);
  });

  it.each([...checkTexts].sort())('"%s" has a Filipino text', (english) => {
    const filipino = schemaCheckText(english, 'fil');
    expect(filipino.trim()).not.toBe('');
    expect(filipino).not.toBe(english);
  });

  it('keeps English as it is and shows an unknown text in English', () => {
    expect(schemaCheckText('Please choose a branch.', 'en')).toBe('Please choose a branch.');
    expect(schemaCheckText('Please choose a branch.', 'fil')).toBe('Pumili ng branch.');
    // A form check text the rider and driver forms share with the console.
    expect(schemaCheckText(FORM_CHECK_MESSAGES.PHONE_DIGITS, 'fil')).toBe(formCheckMessages.fil.PHONE_DIGITS);
    expect(schemaCheckText('A text no schema writes.', 'fil')).toBe('A text no schema writes.');
  });
});
