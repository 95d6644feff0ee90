import { englishTextTranslator, type Locale } from '@/shared/i18n';
import { SHARED_CATALOGUES } from '@/shared/messages';
import { schemaCheckMessages } from './messages';

let toLocale: ((text: string, locale: Locale) => string) | undefined;

/**
 * A schema's check text (its English `errorMessage`) in the given language: the spec's shared messages first,
 * then the schemas' own texts; a text neither knows stays in English.
 */
export function schemaCheckText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  toLocale ??= englishTextTranslator([...SHARED_CATALOGUES, schemaCheckMessages]);
  return toLocale(text, locale);
}
