import { describe, expect, it } from 'vitest';
import { defineMessages, formatMoney, parseAcceptLanguage, pickLocale, translate } from '@/shared/i18n';

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
});
