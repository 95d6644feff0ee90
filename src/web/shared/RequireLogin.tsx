import { type ReactNode, useEffect, useState } from 'react';
import { Loading } from './Loading';
import { getToken } from './session';
import { signInWithToken } from './locale-account';

/** The login page that brings the visitor back to the screen of `returnCode` afterwards. */
export function loginPath(returnCode: string): string {
  return `/login?r=${encodeURIComponent(returnCode)}`;
}

/**
 * Screens that need an account. A `?token=` in the address (spec part 2 §2) signs the visitor in with it
 * (the sign-in reads the token's account; no screen data is read here); with no token the visitor goes to
 * /login with the screen's return code.
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
      signInWithToken(queryToken)
        .then(() => setReady(true))
        .catch(() => window.location.replace(loginPath(returnCode)));
      return;
    }
    if (!getToken()) window.location.replace(loginPath(returnCode));
    else setReady(true);
  }, [ready, returnCode]);
  return ready ? children : <Loading />;
}
