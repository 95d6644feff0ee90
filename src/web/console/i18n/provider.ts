import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useEffect } from 'react';
import { type I18nProvider, type TranslationMessages, useLocaleState } from 'react-admin';
import { type Catalogue, LOCALE_NAMES, LOCALES, type Locale } from '@/shared/i18n';
import { getLocale, isLocaleChange, useLocale } from '@/web/shared/i18n';
import { chooseLocale } from '@/web/shared/locale-account';
import filipinoMessages from './ra-language-filipino';
import { CONSOLE_CATALOGUES } from './texts';

/** Feature catalogues other console screens add (their English texts are their keys). */
const catalogues: Catalogue[] = [...CONSOLE_CATALOGUES];

export function addConsoleCatalogue(catalogue: Catalogue) {
  catalogues.push(catalogue);
}

function messagesFor(locale: Locale): TranslationMessages {
  const pack = locale === 'fil' ? filipinoMessages : englishMessages;
  const own: Record<string, string> = {};
  for (const catalogue of catalogues) Object.assign(own, catalogue[locale]);
  return { ...own, ...pack } as TranslationMessages;
}

// react-admin remembers its last locale in its own store and applies it at start; the product's choice (made
// on any app's switch, or by the account at login) wins, so the store starts from it.
try {
  window.localStorage.setItem('RaStore.locale', JSON.stringify(getLocale()));
} catch {
  // No storage: react-admin starts from getLocale() anyway.
}

const polyglot = polyglotI18nProvider(
  (locale) => messagesFor(locale as Locale),
  getLocale(),
  LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
);

/**
 * react-admin in English or Filipino (its own texts from ra-language-english or our Filipino pack, and the
 * console's labels). The locale menu in the app bar is the console's language switch: it keeps the choice
 * on this device and on the account, like the switch of the other apps.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    await polyglot.changeLocale(locale);
    if (isLocaleChange(locale)) chooseLocale(locale);
  },
};

/** Follows the product's language inside react-admin when it changes elsewhere (login applies the account's). */
export function ConsoleLocaleSync() {
  const [locale] = useLocale();
  const [raLocale, setRaLocale] = useLocaleState();
  useEffect(() => {
    if (raLocale !== locale) setRaLocale(locale);
  }, [locale, raLocale, setRaLocale]);
  return null;
}
