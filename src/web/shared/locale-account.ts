import type { Account } from '@schemas/account';
import { isLocale, type Locale } from '@/shared/i18n';
import { api } from './api';
import { getLocale, hasChosenLocale, setLocale } from './i18n';
import { getToken, saveSession } from './session';

/** Saves the language on the account, so it follows the person to other devices; best effort. */
async function saveOnAccount(locale: Locale) {
  if (!getToken()) return;
  await api('user/locale', { method: 'PUT', body: { locale } }).catch(() => {});
}

/** The language switch: applied now, kept on this device, and saved on the account when logged in. */
export function chooseLocale(locale: Locale) {
  setLocale(locale);
  void saveOnAccount(locale);
}

/**
 * At login: the account's language wins when it has one; otherwise the language the person already uses here
 * (picked on the switch or taken from the browser) is saved on the account.
 */
export function applyAccountLocale(account: Pick<Account, 'locale'>) {
  if (isLocale(account.locale)) {
    setLocale(account.locale);
    return;
  }
  const here = getLocale();
  if (hasChosenLocale() || here !== 'en') void saveOnAccount(here);
}

/** Signs in on this device: the session is stored, then the account's language applied (see above). */
export function signIn(token: string, account: Account) {
  saveSession(token, account);
  applyAccountLocale(account);
}

/**
 * Signs in with a token given in the page's address (spec part 2 §2): the token's account is read with that
 * token, then stored as at login. Rejects when the server refuses the token.
 */
export async function signInWithToken(token: string): Promise<void> {
  signIn(token, await api<Account>('user', { token }));
}
