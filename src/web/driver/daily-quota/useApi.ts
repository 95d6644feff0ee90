import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, errorMessage } from '../../shared/api';

/** Loads one API answer for a screen, with its error, and sends a signed-out driver to login. */
export function useApi<T>(path: string, query?: Record<string, string | number>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query ?? {});
  const load = useCallback(() => {
    setError(null);
    api<T>(path, { query: JSON.parse(key) })
      .then(setData)
      .catch((caught) => {
        if (caught instanceof ApiError && caught.status === 401) window.location.replace('/login');
        else if (caught instanceof ApiError && caught.status === 403) window.location.replace('/');
        else setError(errorMessage(caught));
      });
  }, [path, key]);
  useEffect(load, [load]);
  return { data, error, reload: load };
}
