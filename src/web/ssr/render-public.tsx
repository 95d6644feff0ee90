/**
 * The public site rendered at build time (scripts/prerender.ts): each page without per-visitor data becomes
 * HTML with its first screen and its styles, in English and in Filipino, which the browser then hydrates
 * (src/web/shared/mount.tsx). Everything renders as for a signed-out visitor with the default theme.
 *
 * The server also renders with this build when asked: the public pages that show its data (`renderWithData`)
 * and the rider's and driver's app pages for a signed-in visitor, with the visitor's data (`renderAppWithData`).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// biome-ignore lint/style/noRestrictedImports: emotion's server package (style extraction), not our server code.
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
// From the package the screens use: under some loaders 'react-router' is a second copy that has no router.
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '@/shared/i18n';
import type { PageCall, RenderedPage, RenderedPageWithData } from '@/shared/page-html';
import type { ReactNode } from 'react';
import type { Account } from '@schemas/account';
import { parseRoleNames } from '@/shared/roles';
import type { LiveAppEntry } from '@config/prerendered-pages';
import { FirstScreen } from '../console/FirstScreen';
import { NotFoundPage as DriverNotFound, SCREENS as DRIVER_SCREENS } from '../driver/routes';
import { EarlyUserGuide } from '../public/home/UserGuideDialog';
import { PublicApp, preloadPublicScreen } from '../public/PublicApp';
import { PublicStaticRouter } from '../public/router';
import { NotFoundPage as RideNotFound, SCREENS as RIDE_SCREENS } from '../ride/routes';
import { setRenderLocale } from '../shared/i18n';
import { AppFrame, AppScreens, type Frame, HydrationDone } from '../shared/mount';
import { MuiTheme } from '../shared/MuiTheme';
import { EMOTION_KEY, markServerStyles } from '../shared/server-styles';
import { beginServerRender, wantedCalls } from '../shared/page-data';
import { beginServerDataRender } from '../shared/server-data';
import { ReactRouterRouting } from '../shared/react-router-routing';
import { ScreenRoutes } from '../shared/ScreenRoutes';
import { setRenderSession } from '../shared/session';

/** Renders wait for one another: the language and the known answers are set for the whole render. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

/** At most this many rounds of "render, fetch what it asked for": a page's calls depend on one another. */
const MAX_DATA_ROUNDS = 4;

/**
 * A public page rendered when asked, with the data it shows (src/web/shared/page-data.ts): rendered, then the
 * GET calls it made are answered by `fetchAnswer` and it is rendered again, until it asks for nothing new.
 * A call `fetchAnswer` cannot answer (undefined) is left to the browser: the page shows its loading state there.
 */
export function renderWithData(
  url: string,
  locale: Locale,
  fetchAnswer: (call: PageCall) => Promise<unknown>,
): Promise<RenderedPageWithData> {
  return oneAtATime(() => renderRounds(() => renderOnce(url, locale), fetchAnswer));
}

/** The app trees the server renders for a signed-in visitor: the same as the entries' (src/web/ride, driver). */
const APP_TREES: Record<LiveAppEntry, () => ReactNode> = {
  ride: () => (
    <ScreenRoutes screens={RIDE_SCREENS} notFound={RideNotFound}>
      <HydrationDone />
    </ScreenRoutes>
  ),
  driver: () => (
    <ScreenRoutes screens={DRIVER_SCREENS} notFound={DriverNotFound}>
      <HydrationDone />
    </ScreenRoutes>
  ),
  // Only the dashboard: the console's other screens are drawn in the browser.
  console: () => <FirstScreen />,
};

/**
 * An app page (config/prerendered-pages.ts LIVE_APP_PAGES) rendered for the signed-in `account`, with the
 * answers of its GET calls fetched by `fetchAnswer` (the server's API, with the visitor's token).
 */
export function renderAppWithData(
  entry: LiveAppEntry,
  url: string,
  locale: Locale,
  account: Account,
  fetchAnswer: (call: PageCall) => Promise<unknown>,
): Promise<RenderedPageWithData> {
  return oneAtATime(async () => {
    // The token itself never reaches the render: the screens only need to know there is one.
    setRenderSession({
      token: 'server-render',
      roleName: account.role_name,
      roles: parseRoleNames(account.role_name),
      info: account,
    });
    try {
      return await renderRounds(
        () => renderTree(entry, url, locale, APP_TREES[entry](), MuiTheme),
        fetchAnswer,
      );
    } finally {
      setRenderSession(null);
    }
  });
}

async function renderRounds(
  renderPage: () => Promise<RenderedPage>,
  fetchAnswer: (call: PageCall) => Promise<unknown>,
): Promise<RenderedPageWithData> {
  const answers = new Map<string, unknown>();
  const tried = new Set<string>();
  for (let round = 0; ; round++) {
    beginServerRender(answers);
    beginServerDataRender();
    const page = await renderPage();
    const calls = [...wantedCalls()].filter(([key]) => !tried.has(key));
    if (calls.length === 0 || round === MAX_DATA_ROUNDS) {
      beginServerRender(new Map());
      return { ...page, answers };
    }
    await Promise.all(
      calls.map(async ([key, call]) => {
        tried.add(key);
        const answer = await fetchAnswer(call);
        if (answer !== undefined) answers.set(key, answer);
      }),
    );
  }
}

/** The HTML inside #root and the style tags for the head of the public page at `url` in `locale`. */
export function render(url: string, locale: Locale): Promise<RenderedPage> {
  return oneAtATime(() => renderOnce(url, locale));
}

/** What a public page shows before the app arrives, outside #root: the home page's user-guide prompt. */
const OUTSIDE_ROOT: Readonly<Record<string, () => ReactNode>> = { '/': () => <EarlyUserGuide /> };

async function renderOnce(url: string, locale: Locale): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname;
  await preloadPublicScreen(pathname);
  const page = await renderTree('public', url, locale, <PublicApp />);
  const outside = OUTSIDE_ROOT[pathname];
  if (!outside) return page;
  // In the page's language (set by the render above); plain HTML, no styles of its own.
  const { prelude } = await prerender(outside());
  return { ...page, outside: await new Response(prelude).text() };
}

async function renderTree(
  entry: 'public' | LiveAppEntry,
  url: string,
  locale: Locale,
  app: ReactNode,
  frame?: Frame,
): Promise<RenderedPage> {
  globalThis.__BRP_ENTRY__ = entry;
  setRenderLocale(locale);
  // The browser's emotion cache has the same key, so it takes over these styles without inserting them again
  // (../shared/server-styles.ts).
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppFrame frame={frame}>
        {entry === 'public' ? (
          // The public site's own router, as in the browser (src/web/public/router.tsx).
          <PublicStaticRouter url={url}>
            <AppScreens app={app} />
          </PublicStaticRouter>
        ) : (
          <StaticRouter location={url}>
            <ReactRouterRouting>
              <AppScreens app={app} />
            </ReactRouterRouting>
          </StaticRouter>
        )}
      </AppFrame>
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  const styles = markServerStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  );
  return { html, styles };
}
