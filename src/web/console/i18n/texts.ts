import type { Catalogue, Locale } from '@/shared/i18n';
import { consoleMessages } from '../messages';
import { resourceCatalogue } from './resource-labels';

/** The console's own catalogues (their English texts are their keys); later ones win. */
export const CONSOLE_CATALOGUES: readonly Catalogue[] = [resourceCatalogue(), consoleMessages];

/**
 * A console text in `locale` as react-admin's translate gives it (polyglot's `%{name}` placeholders), for what
 * is drawn outside react-admin: the dashboard the server draws for staff (FirstScreen.tsx).
 */
export function consoleText(locale: Locale, text: string, vars: Record<string, string> = {}): string {
  let found = text;
  for (const catalogue of CONSOLE_CATALOGUES) found = catalogue[locale][text] ?? found;
  return found.replace(/%\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
