/**
 * What screens and shared components need of a router: the address shown, moving to another one, the address's
 * parameters and query string, links and the screen for the address. Each app gives one implementation for its
 * whole life: the rider, driver and console apps the one on react-router (react-router-routing.tsx), the public
 * site its own small router (src/web/public/router.tsx), so the public site's pages load no react-router.
 */
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useContext,
  useMemo,
} from 'react';

/** The address shown, with the state given to `navigate` (null when none). */
export type RouteLocation = { pathname: string; search: string; hash: string; state: unknown; key: string };
/** Where to go: a URL path ("/login?r=1", "?vehicle=car") or its parts (a missing pathname keeps the current one). */
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
/** Goes to `to`, or `delta` steps back or forward in the session's history. */
export type Navigate = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};
export type RouteParams = Readonly<Record<string, string | undefined>>;
export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};
/** A screen of a web app at its address (config/routes.ts names the addresses each app serves). */
export type Screen = { path: string; Component: ComponentType };
export type ScreensProps = { screens: readonly Screen[]; notFound: ComponentType };

/** An app's router, as the screens use it. Its hooks are called in the same order whatever the implementation. */
export type Routing = {
  useLocation: () => RouteLocation;
  useNavigate: () => Navigate;
  useParams: () => RouteParams;
  Link: ComponentType<RouterLinkProps & RefAttributes<HTMLAnchorElement>>;
  /** The screen whose path matches the address (the best match, as react-router ranks them), else `notFound`. */
  Screens: ComponentType<ScreensProps>;
};

const RoutingContext = createContext<Routing | null>(null);

/** Gives the app's router to everything inside; `value` never changes during the app's life. */
export function RoutingProvider({ value, children }: { value: Routing; children?: ReactNode }) {
  return <RoutingContext value={value}>{children}</RoutingContext>;
}

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('No router: the app gives one around its screens (RoutingProvider)');
  return routing;
}

export function useLocation(): RouteLocation {
  return useRouting().useLocation();
}

export function useNavigate(): Navigate {
  return useRouting().useNavigate();
}

export function useParams<T extends RouteParams = RouteParams>(): Partial<T> {
  return useRouting().useParams() as Partial<T>;
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

/** The query string's parameters, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, (init: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (init: SearchInit, options?: NavigateOptions) => navigate(`?${searchParams(init)}`, options),
    [navigate],
  );
  return [params, setParams];
}

function searchParams(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  return new URLSearchParams(
    Object.entries(init).flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : [[key, value]],
    ),
  );
}

/** A link inside the app: the address changes without a page load (a tap with a modifier key opens it as usual). */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(props, ref) {
  const { Link } = useRouting();
  return <Link ref={ref} {...props} />;
});

/** The app's screens for the address shown. */
export function Screens(props: ScreensProps) {
  const { Screens: AppScreens } = useRouting();
  return <AppScreens {...props} />;
}
