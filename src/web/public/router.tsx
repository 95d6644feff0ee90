/**
 * The public site's router: the browser's history and address, and its screens matched by path the way
 * react-router matches them (the best-ranked path wins, ties go to the first listed; letter case and a trailing
 * slash don't matter). Small, so the pages people land on load no react-router (the other apps keep it).
 * History entries keep react-router's shape ({ usr, key, idx }), so going back works across both.
 */
import {
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  type Navigate,
  type NavigateOptions,
  type RouteLocation,
  type RouteParams,
  type RouterLinkProps,
  type Routing,
  RoutingProvider,
  type Screen,
  type ScreensProps,
  type To,
} from '../shared/routing';

type Path = { pathname: string; search: string; hash: string };

// --- Matching ---------------------------------------------------------------------------------------------------

type CompiledScreen<S extends Screen = Screen> = {
  screen: S;
  matcher: RegExp;
  names: string[];
  score: number;
};

const PARAM = /^:[\w-]+$/;

/** react-router's rank of a path: more segments, static ones above parameters, a trailing `*` last. */
function score(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10), initial);
}

function compile<S extends Screen>(screen: S): CompiledScreen<S> {
  const { path } = screen;
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { screen, matcher: new RegExp(source, 'i'), names, score: score(path) };
}

/** `screens` and, for every other address, `notFound`, in the order they are tried. */
export function compileScreens<C extends Screen['Component']>(
  screens: readonly { path: string; Component: C }[],
  notFound: C,
): CompiledScreen<{ path: string; Component: C }>[] {
  // Array sort is stable: paths of equal rank keep their order.
  return [...screens, { path: '*', Component: notFound }].map(compile).sort((a, b) => b.score - a.score);
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The screen shown at `pathname` and the values of its path's parameters. */
export function matchScreen<S extends Screen>(compiled: readonly CompiledScreen<S>[], pathname: string) {
  const decoded = decodePath(pathname);
  for (const { screen, matcher, names } of compiled) {
    const found = decoded.match(matcher);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = (found[i + 1] || '').replace(/%2F/g, '/');
    });
    return { screen, params };
  }
  return null;
}

// --- Addresses --------------------------------------------------------------------------------------------------

function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** Where `to` leads from `fromPathname`, as react-router resolves it. */
function resolve(to: To, fromPathname: string): Path {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  const clean = pathname?.replace(/\/\/+/g, '/');
  return {
    pathname: clean
      ? clean.startsWith('/')
        ? resolvePathname(clean.slice(1), '/')
        : resolvePathname(clean, fromPathname)
      : fromPathname,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

// --- The router -------------------------------------------------------------------------------------------------

type Navigator = (to: To | number, options: NavigateOptions | undefined, fromPathname: string) => void;

const LocationContext = createContext<RouteLocation>({
  pathname: '/',
  search: '',
  hash: '',
  state: null,
  key: 'default',
});
const NavigatorContext = createContext<Navigator>(() => {});
const ParamsContext = createContext<RouteParams>({});

function useNavigate(): Navigate {
  const navigator = useContext(NavigatorContext);
  const { pathname } = useContext(LocationContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) => navigator(to, options, pathname),
    [navigator, pathname],
  ) as Navigate;
}

function isModified(event: MouseEvent) {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

const PublicLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function PublicLink(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const location = useContext(LocationContext);
  const navigate = useNavigate();
  const href = createPath(resolve(to, location.pathname));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || isModified(event)) {
      return;
    }
    event.preventDefault();
    // A link to the address shown replaces its history entry instead of adding the same one again.
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} onClick={click} ref={ref} target={target} />;
});

function PublicScreens({ screens, notFound }: ScreensProps) {
  const compiled = useMemo(() => compileScreens(screens, notFound), [screens, notFound]);
  const { pathname } = useContext(LocationContext);
  const match = matchScreen(compiled, pathname);
  const Component = match ? match.screen.Component : notFound;
  return (
    <ParamsContext value={match?.params ?? {}}>
      <Component />
    </ParamsContext>
  );
}

const publicRouting: Routing = {
  useLocation: () => useContext(LocationContext),
  useNavigate,
  useParams: () => useContext(ParamsContext),
  Link: PublicLink,
  Screens: PublicScreens,
};

function Router({
  location,
  navigator,
  children,
}: {
  location: RouteLocation;
  navigator: Navigator;
  children?: ReactNode;
}) {
  return (
    <RoutingProvider value={publicRouting}>
      <NavigatorContext value={navigator}>
        <LocationContext value={location}>{children}</LocationContext>
      </NavigatorContext>
    </RoutingProvider>
  );
}

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

function historyState(): HistoryState {
  return window.history.state as HistoryState;
}

function browserLocation(): RouteLocation {
  const { pathname, search, hash } = window.location;
  const state = historyState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function newKey() {
  return Math.random().toString(36).substring(2, 10);
}

/** The browser's router: screens change with the address, in a transition (the shown screen stays until the next one's code is in). */
export function PublicBrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(() => {
    // The entry's place in the session's history, as react-router numbers it (see ExternalRedirectPage).
    if (historyState()?.idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '');
    return browserLocation();
  });
  const show = useCallback(() => startTransition(() => setLocation(browserLocation())), []);
  useLayoutEffect(() => {
    window.addEventListener('popstate', show);
    return () => window.removeEventListener('popstate', show);
  }, [show]);
  const navigator = useCallback<Navigator>(
    (to, options, fromPathname) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = createPath(resolve(to, fromPathname));
      const idx = (historyState()?.idx ?? 0) + (options?.replace ? 0 : 1);
      const entry = { usr: options?.state ?? null, key: newKey(), idx };
      if (options?.replace) window.history.replaceState(entry, '', url);
      else {
        try {
          window.history.pushState(entry, '', url);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
          window.location.assign(url);
          return;
        }
      }
      show();
    },
    [show],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

function serverNavigator(): never {
  throw new Error('A page rendered on the server cannot navigate');
}

/** The server's router: the page at `url`, which never changes. */
export function PublicStaticRouter({ url, children }: { url: string; children?: ReactNode }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(url);
  const location = { pathname, search, hash, state: null, key: 'default' };
  return (
    <Router location={location} navigator={serverNavigator}>
      {children}
    </Router>
  );
}
