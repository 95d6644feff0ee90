/**
 * English texts of the shared catalogues shown in the reader's language. Apart from i18n.tsx because it holds
 * every shared catalogue, which the screens that need it load with them (the home page does not).
 */
import { SHARED_CATALOGUES } from '@/shared/messages';
import { type Catalogue, englishTextTranslator, type Locale } from '@/shared/i18n';
import { getLocale } from './i18n';

const extraCatalogues: Catalogue[] = [];
let sharedEnglish: ((text: string, locale: Locale) => string) | undefined;

/** Adds a feature's catalogue to those `fromEnglishNow` searches (form check texts of a feature). */
export function registerEnglishTexts(...catalogues: Catalogue[]) {
  extraCatalogues.push(...catalogues);
  sharedEnglish = undefined;
}

/**
 * An English text of the shared catalogues (the spec's messages, form checks) in the current language; used
 * where texts come from shared code, such as a form schema's check message. Unknown texts stay as they are.
 */
export function fromEnglishNow(text: string): string {
  const locale = getLocale();
  if (locale === 'en') return text;
  sharedEnglish ??= englishTextTranslator([...extraCatalogues, ...SHARED_CATALOGUES]);
  return sharedEnglish(text, locale);
}

/**
 * Whether a text received from the server is the given English message, in English or in the current
 * language (the server answers in the reader's language, screens compare with the spec's constants).
 */
export function sameText(received: string, english: string): boolean {
  return received === english || received === fromEnglishNow(english);
}
