import { useEffect, useRef } from 'react';
import { loginReturnCode, matchRoute } from '@config/routes';
import { ApiError, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';

/** /login with the return code of the page the visitor is on (spec part 2 §2), or plain /login without one. */
export function loginPathHere(): string {
  const match = matchRoute(window.location.pathname);
  const code = match ? loginReturnCode(match) : null;
  return code ? `/login?r=${encodeURIComponent(code)}` : '/login';
}

function refused(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * One API answer for a screen (src/web/shared/server-data.ts), with its error. A signed-out driver goes to
 * login with the page's return code; an account the call refuses goes home, after `forbiddenText` in a dialog
 * when the page has one. Another page of the same list keeps the one shown until its answer arrives, and
 * "Try again" shows the loading state again, as before.
 */
export function useApi<T>(
  path: string,
  query?: Record<string, string | number>,
  options: { forbiddenText?: string } = {},
) {
  const dialogs = useDialogs();
  const answer = useServerData<T>(path, { query, placeholderData: keepPreviousData });
  const forbidden = useRef(options.forbiddenText);
  forbidden.current = options.forbiddenText;
  const caught = answer.error;
  useEffect(() => {
    if (!(caught instanceof ApiError)) return;
    if (caught.status === 401) window.location.replace(loginPathHere());
    else if (caught.status === 403) {
      const text = forbidden.current;
      void (text ? dialogs.alert('warning', text, '') : Promise.resolve()).then(() =>
        window.location.replace('/'),
      );
    }
  }, [caught, dialogs]);
  const shown = shownError(answer);
  const { refetch } = answer;
  return {
    data: answer.data ?? null,
    error: shown && !refused(shown) ? errorMessage(shown) : null,
    reload: () => void refetch(),
  };
}
