/**
 * Server data in the rider, driver and public apps: one TanStack Query cache (the library the console's
 * react-admin already uses), asked through `useServerData(path, options)` instead of `api()` inside a
 * `useEffect` with its own loading, error, retry and refresh code.
 *
 * - **The page's answers first.** A page the server rendered with its data (src/web/shared/page-data.ts) starts
 *   with that answer as `initialData`, on the server and while hydrating, and does not ask for it again on its
 *   first mount; a screen opened later asks the server as before.
 * - **Polls** are `refetchInterval` with the spec's intervals; TanStack Query pauses them while the tab is
 *   hidden (`refetchIntervalInBackground: false`) and, where a screen asks for it, `refetchOnWindowFocus` asks
 *   once more when the tab comes back.
 * - **No provider.** Hooks pass the client to `useQuery` themselves (`serverDataClient()`), so TanStack Query is
 *   fetched with the screens that use it and stays out of the first script of the public site (`/`), and no
 *   app's start has to change.
 * - **One cache per server render.** On the server each render starts with an empty cache
 *   (`beginServerDataRender`), so no visitor's answers can reach another visitor's page.
 *
 * The defaults keep the requests the screens made before: each screen asks when it opens (`staleTime: 0`), no
 * automatic retries (screens offer their own "Try again"), no asking again on focus or reconnect unless a screen
 * says so.
 */
import {
  QueryClient,
  type QueryKey,
  skipToken,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import type { Locale } from '@/shared/i18n';
import type { PageCallQuery } from '@/shared/page-html';
import { api } from './api';
import { getLocale, useLocale } from './i18n';
import { pageAnswer } from './page-data';
import { getToken, onSessionChange } from './session';

/** A GET call's query string, as `api()` and the page's answers (`PageCall`) take it. */
export type ApiQuery = PageCallQuery;

function newClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchIntervalInBackground: false,
        // Asked even when the phone says it is offline, as `api()` always did: the app's service worker may
        // answer from what it kept, and a screen shows its offline message otherwise (TanStack Query's own
        // default would hold the question until the browser says it is online).
        networkMode: 'always',
      },
    },
  });
}

let browserClient: QueryClient | undefined;
let renderClient: QueryClient | undefined;

/** The cache the hooks use: one for the browser's whole visit, a fresh one for each server render. */
export function serverDataClient(): QueryClient {
  if (typeof window === 'undefined') {
    renderClient ??= newClient();
    return renderClient;
  }
  if (!browserClient) {
    const client = newClient();
    browserClient = client;
    // Another account's answers are never shown: signing in or out (here or in another tab) starts afresh,
    // and the screens on view ask again with the new session.
    let token = getToken();
    onSessionChange(() => {
      if (getToken() === token) return;
      token = getToken();
      void client.resetQueries();
    });
  }
  return browserClient;
}

/** Server renderer: the next render starts with an empty cache (src/web/ssr). */
export function beginServerDataRender() {
  renderClient = newClient();
}

/** The cache key of `GET /api/{path}?{query}` in `locale` (the server answers texts in the asker's language). */
export function apiQueryKey(path: string, query: ApiQuery = {}, locale?: Locale): QueryKey {
  return ['api', path, query, ...(locale ? [locale] : [])];
}

/** Everything `useQuery` takes but the key, the call and the page's answer, which `useServerData` sets. */
export type ServerDataOptions<T> = Omit<
  UseQueryOptions<T, Error, T, QueryKey>,
  'queryKey' | 'queryFn' | 'initialData' | 'initialDataUpdatedAt' | 'enabled'
> & {
  /** False waits (as a `null` path does). */
  enabled?: boolean;
  /** The GET call's query string. */
  query?: ApiQuery;
  /**
   * How to ask, when not plain `api(path, { query })`: e.g. an answer requested while the screen's code was
   * still downloading (`takeEarly`, src/web/shared/early-request.ts). The cache key stays the path's.
   */
  ask?: (signal: AbortSignal) => Promise<T>;
  /** `null` asks without the visitor's token (a public answer the same for everyone); the session's by default. */
  token?: null;
  /**
   * False keys the answer without the language (`apiQueryKey(path, query)`): a change of language keeps the
   * answer on the screen instead of asking again, for screens that never asked again on a switch.
   */
  byLanguage?: boolean;
};

/**
 * `GET /api/{path}` through the shared cache, keyed by path, query and language; `null` waits (disabled).
 * The first mount of a page that came with this answer shows it and does not ask again.
 */
export function useServerData<T>(
  path: string | null,
  { query = {}, enabled = true, ask, byLanguage = true, token, ...options }: ServerDataOptions<T> = {},
): UseQueryResult<T, Error> {
  const [locale] = useLocale();
  const fromPage = path === null ? undefined : pageAnswer<T>({ path, query, locale });
  return useQuery<T, Error, T, QueryKey>(
    {
      queryKey: apiQueryKey(path ?? '', query, byLanguage ? locale : undefined),
      // A null path waits: nothing is asked, not even by a screen's refetch().
      queryFn:
        path === null
          ? skipToken
          : ({ signal }) => (ask ? ask(signal) : api<T>(path, { query, signal, token })),
      enabled,
      ...options,
      ...(fromPage === undefined
        ? {}
        : { initialData: fromPage, initialDataUpdatedAt: Date.now(), refetchOnMount: false }),
    },
    serverDataClient(),
  );
}

/**
 * `GET /api/{path}` asked at once through the shared cache, for a read a tap starts (not a screen's own data):
 * it always asks the server (joining a request for the same answer already on its way), and screens showing
 * that answer get it too.
 */
export function askServerData<T>(path: string, query: ApiQuery = {}): Promise<T> {
  return serverDataClient().fetchQuery<T, Error, T, QueryKey>({
    queryKey: apiQueryKey(path, query, getLocale()),
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
    staleTime: 0,
  });
}

/** Which cached answer `setServerData` and `getServerData` mean: the one `useServerData` keeps with these options. */
type CachedAnswer = { byLanguage?: boolean };

function cachedKey(path: string, query: ApiQuery, { byLanguage = true }: CachedAnswer): QueryKey {
  return apiQueryKey(path, query, byLanguage ? getLocale() : undefined);
}

/**
 * Shows a write's answer at once: replaces (or, given a function, updates) the cached answer of
 * `GET /api/{path}?{query}` (in the current language unless `byLanguage: false`, as the screen reads it), for
 * the screens showing it. Nothing is asked.
 */
export function setServerData<T>(
  path: string,
  query: ApiQuery,
  answer: T | ((previous: T | undefined) => T | undefined),
  options: CachedAnswer = {},
) {
  serverDataClient().setQueryData<T>(cachedKey(path, query, options), answer);
}

/** The cached answer of `GET /api/{path}?{query}`, as `setServerData` names it; undefined when none is kept. */
export function getServerData<T>(
  path: string,
  query: ApiQuery = {},
  options: CachedAnswer = {},
): T | undefined {
  return serverDataClient().getQueryData<T>(cachedKey(path, query, options));
}

/**
 * The failure a screen shows for an answer: none while it is asked again, so "Try again" shows the loading
 * state first, as the screens did before.
 */
export function shownError(
  answer: Pick<UseQueryResult<unknown, Error>, 'error' | 'isFetching'>,
): Error | null {
  return answer.isFetching ? null : answer.error;
}

/** `placeholderData` that keeps the answer shown while another one (another page, zone or search) comes. */
export { keepPreviousData } from '@tanstack/react-query';
