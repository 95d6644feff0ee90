/**
 * Languages of the product: English (the spec's texts, word for word) and Filipino. Messages live in typed
 * catalogues, one per feature, declared with `defineMessages`: the Filipino side must have every key of the
 * English side, so a missing translation fails the typecheck. Server and browser share this module.
 */

export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags used for Intl formatting (dates, numbers, money). */
export const INTL_TAG: Record<Locale, string> = { en: 'en-PH', fil: 'fil-PH' };

export type MessageTable = Record<string, string>;
export type Catalogue<K extends string = string> = { en: Record<K, string>; fil: Record<K, string> };

/** Declares one feature's messages. `{name}` in a text is replaced by `vars.name` when translated. */
export function defineMessages<const E extends MessageTable>(
  en: E,
  fil: { [K in keyof E]: string },
): Catalogue<Extract<keyof E, string>> {
  return { en, fil } as Catalogue<Extract<keyof E, string>>;
}

export type MessageVars = Record<string, string | number>;

export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
  key: K,
  vars?: MessageVars,
): string {
  const text = catalogue[locale][key] ?? catalogue.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks a locale from a list of language tags in preference order (navigator.languages, or an
 * Accept-Language header already split): Filipino for `fil` and `tl` (Tagalog), otherwise English.
 */
export function pickLocale(tags: readonly string[] | string | undefined | null): Locale {
  const list = typeof tags === 'string' ? parseAcceptLanguage(tags) : (tags ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Language tags of an Accept-Language header, highest quality first. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Money in the reader's language: '₱1,500.00' in both, since fil-PH and en-PH write pesos alike. */
export function formatMoney(centavos: number, locale: Locale): string {
  return numberFormat(locale, MONEY_FORMAT).format(Math.round(centavos) / 100);
}

const MONEY_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'PHP' };

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/**
 * Intl formatters made once per language and options and reused: making one costs far more than using it (the
 * first one of a kind in a page also loads the language's data), and lists format a value per row.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = `n ${locale} ${options ? JSON.stringify(options) : ''}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], options);
    formatters.set(key, format);
  }
  return format;
}

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: 'Asia/Manila', ...options });
    formatters.set(key, format);
  }
  return format;
}

/** The language names as their readers write them, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

/** Like `pickLocale`, but `null` when none of the tags names a language of the product. */
export function matchLocale(tags: readonly string[] | string | undefined | null): Locale | null {
  const list = typeof tags === 'string' ? parseAcceptLanguage(tags) : (tags ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return null;
}

/** A date (and time) in the reader's language, on Manila's clock. */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, options).format(date);
}

type CompiledMessage = { pattern: RegExp; names: string[]; byLocale: Record<Locale, string> };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Translates a text already written in English (a message the server built with a spec constant) into
 * another language, by finding it among the English sides of the given catalogues. Texts with `{name}`
 * placeholders match with any value in their place. Unknown texts come back unchanged.
 */
export function englishTextTranslator(catalogues: readonly Catalogue[]) {
  const exact = new Map<string, Record<Locale, string>>();
  const templates: CompiledMessage[] = [];
  for (const catalogue of catalogues) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const byLocale = { en: english, fil: catalogue.fil[key] ?? english };
      if (!/\{\w+\}/.test(english)) {
        if (!exact.has(english)) exact.set(english, byLocale);
        continue;
      }
      const names: string[] = [];
      const source = english
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, byLocale });
    }
  }
  return (text: string, locale: Locale): string => {
    if (locale === 'en') return text;
    const found = exact.get(text);
    if (found) return found[locale];
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const vars = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]]));
      return template.byLocale[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in vars ? vars[name] : whole,
      );
    }
    return text;
  };
}
