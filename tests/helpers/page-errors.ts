import type { Page } from 'playwright-core';

/** React reports a hydration mismatch as a recoverable error (production codes 418–425) or a text about it. */
export const HYDRATION_ERROR = /hydrat|did not match|Minified React error #4(18|19|2[0-5])/i;

/** The page's errors and warnings, as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  return errors;
}
