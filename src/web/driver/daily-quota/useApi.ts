import { useCallback, useEffect, useRef, useState } from 'react';
import { loginReturnCode, matchRoute } from '@config/routes';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';

/** /login with the return code of the page the visitor is on (spec part 2 §2), or plain /login without one. */
export function loginPathHere(): string {
  const match = matchRoute(window.location.pathname);
  const code = match ? loginReturnCode(match) : null;
  return code ? `/login?r=${encodeURIComponent(code)}` : '/login';
}

/**
 * Loads one API answer for a screen, with its error. A signed-out driver goes to login with the page's return
 * code; an account the call refuses goes home, after `forbiddenText` in a dialog when the page has one.
 */
export function useApi<T>(
  path: string,
  query?: Record<string, string | number>,
  options: { forbiddenText?: string } = {},
) {
  const dialogs = useDialogs();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query ?? {});
  const forbidden = useRef(options.forbiddenText);
  forbidden.current = options.forbiddenText;
  const load = useCallback(() => {
    setError(null);
    api<T>(path, { query: JSON.parse(key) })
      .then(setData)
      .catch(async (caught) => {
        if (caught instanceof ApiError && caught.status === 401) window.location.replace(loginPathHere());
        else if (caught instanceof ApiError && caught.status === 403) {
          if (forbidden.current) await dialogs.alert('warning', forbidden.current, '');
          window.location.replace('/');
        } else setError(errorMessage(caught));
      });
  }, [path, key, dialogs]);
  useEffect(load, [load]);
  return { data, error, reload: load };
}
