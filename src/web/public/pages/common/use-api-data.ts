import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, api, errorMessage } from '../../../shared/api';
import { useLocale } from '../../../shared/i18n';

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
 */
export function useApiData<T>(path: string | null, query?: Query): ApiData<T> {
  const [state, setState] = useState<Omit<ApiData<T>, 'reload'>>({
    data: null,
    error: null,
    status: null,
    loading: path !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query ?? {});
  const [locale] = useLocale();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value through queryKey; attempt re-runs on reload; api() sends the locale
  useEffect(() => {
    if (path === null) return;
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
  }, [path, queryKey, attempt, locale]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
