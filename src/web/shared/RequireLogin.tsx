import { type ReactNode, useEffect, useState } from 'react';
import type { Account } from '@schemas/account';
import { api } from './api';
import { Loading } from './Loading';
import { getToken } from './session';
import { signIn } from './locale-account';

/** The login page that brings the visitor back to the screen of `returnCode` afterwards. */
export function loginPath(returnCode: string): string {
  return `/login?r=${encodeURIComponent(returnCode)}`;
}

/**
 * Screens that need an account. A `?token=` in the address (spec part 2 §2) is stored as the session token
 * and the account is fetched; with no token the visitor goes to /login with the screen's return code.
 */
export function RequireLogin({ returnCode, children }: { returnCode: string; children: ReactNode }) {
  const [ready, setReady] = useState(
    () =>
      Boolean(getToken()) &&
      // A server render (src/web/ssr) draws for the session it was given.
      (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('token')),
  );
  useEffect(() => {
    if (ready) return;
    const params = new URLSearchParams(window.location.search);
    const queryToken = params.get('token');
    if (queryToken) {
      params.delete('token');
      const rest = params.toString();
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
      );
      api<Account>('user', { token: queryToken })
        .then((account) => {
          signIn(queryToken, account);
          setReady(true);
        })
        .catch(() => window.location.replace(loginPath(returnCode)));
      return;
    }
    if (!getToken()) window.location.replace(loginPath(returnCode));
    else setReady(true);
  }, [ready, returnCode]);
  return ready ? children : <Loading />;
}
