import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, errorMessage } from '@/web/shared/api';
import { useLocale } from '@/web/shared/i18n';
import { pageAnswer } from '@/web/shared/page-data';

export type ApiData<T> = {
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (0 without network), so pages can tell "not found" from "offline". */
  status: number | null;
  loading: boolean;
  reload(): void;
};

type Query = Record<string, string | number | undefined | null>;

/**
 * One GET call for a page: loading, data and error, re-run when the path, the query or the language changes
 * (the server answers texts such as guides in the reader's language); null path waits.
 *
 * A page the server rendered with its data (src/web/shared/page-data.ts) starts with that answer, on the
 * server and while hydrating, and does not ask again for it.
 */
export function useApiData<T>(path: string | null, query?: Query): ApiData<T> {
  const [locale] = useLocale();
  const queryKey = JSON.stringify(query ?? {});
  const callKey = `${locale} ${path} ${queryKey}`;
  const [state, setState] = useState<Omit<ApiData<T>, 'reload'>>(() => {
    const data = path === null ? undefined : pageAnswer<T>({ path, query: query ?? {}, locale });
    if (data !== undefined) return { data, error: null, status: 200, loading: false };
    return { data: null, error: null, status: null, loading: path !== null };
  });
  // The call whose answer came with the page: not asked again.
  const answeredByPage = useRef(state.status === 200 ? callKey : null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value through queryKey; attempt re-runs on reload; api() sends the locale
  useEffect(() => {
    if (path === null) return;
    if (answeredByPage.current !== null) {
      const answered = answeredByPage.current === callKey && attempt === 0;
      answeredByPage.current = null;
      if (answered) return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null, status: null }));
    api<T>(path, { query: JSON.parse(queryKey) as Query, signal: controller.signal })
      // The answer's screen (a fare table, a guide list) is drawn in a transition: React draws it in short
      // slices, so a tap meanwhile is answered at once on a slow phone.
      .then((data) => startTransition(() => setState({ data, error: null, status: 200, loading: false })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: null,
          error: errorMessage(error),
          status: error instanceof ApiError ? error.status : 0,
          loading: false,
        });
      });
    return () => controller.abort();
  }, [path, queryKey, attempt, locale, callKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
