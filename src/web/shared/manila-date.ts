import { useCallback } from 'react';
import { formatManila } from '@/shared/dates';
import { formatDate } from '@/shared/i18n';
import { useLocale } from './i18n';

// Apart from i18n.tsx so that dayjs (Manila's clock) loads only with the screens that show such dates.
/**
 * A Manila date as the screens wrote it in English (dayjs `pattern`, unchanged) and in Filipino through Intl
 * `fil-PH` with the given options (month names and word order of the reader's language).
 */
export function useManilaDate(): (
  value: Date | string | number,
  pattern: string,
  options: Intl.DateTimeFormatOptions,
) => string {
  const [locale] = useLocale();
  return useCallback(
    (value: Date | string | number, pattern: string, options: Intl.DateTimeFormatOptions) =>
      locale === 'en' ? formatManila(value, pattern) : formatDate(value, locale, options),
    [locale],
  );
}
