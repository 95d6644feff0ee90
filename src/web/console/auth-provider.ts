import type { AuthProvider } from 'react-admin';
import type { Account } from '@schemas/account';
import { api } from '../shared/api';
import { clearSession, getSession, getToken, saveAccount } from '../shared/session';
import { signIn } from '../shared/locale-account';

type Credentials = { username: string; password: string };

/**
 * react-admin's view of our session: the same token and local storage keys as every other page, so logging in
 * here logs in everywhere and the other way round.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: Credentials) {
    const { token, account } = await api<{ token: string; account: Account }>('login', {
      body: { login: username.trim(), password },
      token: null,
    });
    signIn(token, account);
  },

  async logout() {
    if (getToken()) await api('logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
  },

  async checkAuth() {
    // To the login page without an error toast: arriving logged out is not a mistake.
    if (!getToken()) throw { message: false };
  },

  async checkError(error: { status?: number }) {
    // A 403 is one refused action, shown as its message; only a token the server no longer knows logs out.
    if (error?.status === 401) {
      clearSession();
      throw new Error('Your session has ended. Please log in again.');
    }
  },

  async getPermissions() {
    return getSession().roles;
  },

  async getIdentity() {
    const identity = sessionIdentity();
    if (!identity) throw new Error('No account');
    return identity;
  },
};

/** The signed-in account as react-admin names it (getIdentity), or null. */
export function sessionIdentity() {
  const { info } = getSession();
  return info ? { id: info.id, fullName: info.name } : null;
}

/** Roles can change while a page is open elsewhere; the console reads them fresh once when it starts. */
export async function refreshAccount(): Promise<void> {
  if (!getToken()) return;
  const account = await api<Account>('user').catch(() => null);
  if (account) saveAccount(account);
}
