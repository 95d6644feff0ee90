import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  formatDate,
  formatMoney,
  formatNumber,
  INTL_TAG,
  LOCALES,
  parseAcceptLanguage,
  pickLocale,
  translate,
} from '@/shared/i18n';

const messages = defineMessages(
  { greeting: 'Hello, {name}!', plain: 'Book a ride' },
  { greeting: 'Kumusta, {name}!', plain: 'Mag-book ng sakay' },
);

describe('i18n', () => {
  it('translates with placeholders in both languages', () => {
    expect(translate(messages, 'en', 'greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(translate(messages, 'fil', 'greeting', { name: 'Ana' })).toBe('Kumusta, Ana!');
    expect(translate(messages, 'fil', 'plain')).toBe('Mag-book ng sakay');
  });

  it('picks Filipino for fil and tl, English otherwise', () => {
    expect(pickLocale(['fil-PH', 'en'])).toBe('fil');
    expect(pickLocale(['tl'])).toBe('fil');
    expect(pickLocale(['de-DE', 'en-US'])).toBe('en');
    expect(pickLocale('en;q=0.5, fil;q=0.9')).toBe('fil');
    expect(pickLocale(undefined)).toBe('en');
    expect(parseAcceptLanguage('en;q=0, tl;q=0.4, *')).toEqual(['tl']);
  });

  it('formats money as pesos', () => {
    expect(formatMoney(150000, 'fil')).toBe('₱1,500.00');
    expect(formatMoney(5500, 'en')).toBe('₱55.00');
  });

  it('reuses its formatters without changing a single answer', () => {
    const numberOptions: (Intl.NumberFormatOptions | undefined)[] = [
      undefined,
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { maximumFractionDigits: 0 },
      { style: 'percent' },
    ];
    const dateOptions: Intl.DateTimeFormatOptions[] = [
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'long' },
      { hour: 'numeric', minute: '2-digit' },
    ];
    const values = [0, 0.05, 1.25, 12.5, 999.95, 1234.5, 1_000_000, -42.75];
    const dates = [Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2026, 5, 15, 15, 30), Date.UTC(2027, 11, 31, 23, 59)];
    // Twice over, in alternating languages and options: a reused formatter must not carry anything over.
    for (let round = 0; round < 2; round++)
      for (const locale of LOCALES) {
        for (const options of numberOptions)
          for (const value of values)
            expect(formatNumber(value, locale, options)).toBe(
              new Intl.NumberFormat(INTL_TAG[locale], options).format(value),
            );
        for (const centavos of [0, 5500, 150000, 123456789, -2550])
          expect(formatMoney(centavos, locale)).toBe(
            new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'PHP' }).format(
              centavos / 100,
            ),
          );
        for (const options of dateOptions)
          for (const at of dates)
            expect(formatDate(at, locale, options)).toBe(
              new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: 'Asia/Manila', ...options }).format(at),
            );
      }
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
