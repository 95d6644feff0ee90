import { Fragment, type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  type Catalogue,
  DEFAULT_LOCALE,
  englishTextTranslator,
  formatDate,
  formatMoney,
  formatNumber,
  isLocale,
  type Locale,
  type MessageVars,
  pickLocale,
  translate,
} from '@/shared/i18n';
import { LOCALE_COOKIE } from '@config/prerendered-pages';
import { serverView } from './server-view';

/** The reader's language: chosen once (kept in local storage), else taken from the browser. */
const STORAGE_KEY = 'brp.locale';
const listeners = new Set<() => void>();
let current: Locale | undefined;
/** The language of the page being rendered on the server or hydrated from prerendered HTML. */
let renderLocale: Locale | undefined;
/** What hydration renders with (React reads it for parts hydrated later, such as a Suspense boundary's). */
let pageLocale: Locale = DEFAULT_LOCALE;

/** Sets the language of a server render or of the hydrated page; `undefined` returns to the device's choice. */
export function setRenderLocale(locale: Locale | undefined) {
  const before = getLocale();
  renderLocale = locale;
  if (locale) pageLocale = locale;
  if (getLocale() !== before) {
    if (typeof document !== 'undefined') document.documentElement.lang = getLocale();
    for (const listener of listeners) listener();
  }
}

function rememberInCookie(locale: Locale) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phone browsers.
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 400}; SameSite=Lax`;
  } catch {
    // Without cookies the server answers in the browser's language; the page switches after loading.
  }
}

function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be off (private mode); the browser's languages still decide.
  }
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function getLocale(): Locale {
  if (renderLocale && serverView()) return renderLocale;
  if (!current) {
    current = initialLocale();
    if (typeof document !== 'undefined') document.documentElement.lang = current;
  }
  return current;
}

/** Keeps the language cookie in step with the language chosen on this device (see LOCALE_COOKIE). */
export function syncLocaleCookie() {
  if (hasChosenLocale()) rememberInCookie(getLocale());
}

/** Whether the reader picked a language on this device (otherwise the browser's languages decided). */
export function hasChosenLocale(): boolean {
  try {
    return isLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

export function setLocale(locale: Locale) {
  if (current === locale && hasChosenLocale()) return;
  current = locale;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered across visits, but still applied now.
  }
  rememberInCookie(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribe, getLocale, () => pageLocale);
  return [locale, setLocale];
}

export type Translate<K extends string> = (key: K, vars?: MessageVars) => string;

/** `const t = useMessages(messages); t('key', { name })` with the catalogue of one feature. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const [locale] = useLocale();
  return useCallback(
    (key: K, vars?: MessageVars) => translate(catalogue, locale, key, vars),
    [catalogue, locale],
  );
}

/** Money formatter in the reader's language. */
export function useMoney(): (centavos: number) => string {
  const [locale] = useLocale();
  return useCallback((centavos: number) => formatMoney(centavos, locale), [locale]);
}

/** Dates (and times) on Manila's clock in the reader's language. */
export function useDateFormat(): (
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
) => string {
  const [locale] = useLocale();
  return useCallback(
    (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, locale, options),
    [locale],
  );
}

/** Numbers in the reader's language (grouping and decimals). */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const [locale] = useLocale();
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    [locale],
  );
}

/**
 * For English texts built by shared logic (fare lines, checks) or sent by the server: finds each among the
 * catalogues' English sides (placeholders match any value) and shows it in the reader's language.
 * Pass catalogues defined at module level, so the lookup is built once.
 */
export function useEnglishText(...catalogues: Catalogue[]): (text: string) => string {
  const [locale] = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogues are module constants
  const toLocale = useMemo(() => englishTextTranslator(catalogues), catalogues);
  return useCallback((text: string) => toLocale(text, locale), [toLocale, locale]);
}

/**
 * A translated text whose `{placeholders}` are elements (a bold phone number, a countdown): the message keeps
 * the word order of its language and the elements land where it puts them.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message never move
    return <Fragment key={index}>{name && name in elements ? elements[name] : part}</Fragment>;
  });
}

/** Translates in the current language outside rendering (event handlers, callbacks, plain functions). */
export function translateNow<K extends string>(catalogue: Catalogue<K>, key: K, vars?: MessageVars): string {
  return translate(catalogue, getLocale(), key, vars);
}

/** True when `value` is a language of the product other than the current one. */
export function isLocaleChange(value: string): value is Locale {
  return isLocale(value) && value !== getLocale();
}
