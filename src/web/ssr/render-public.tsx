/**
 * The public site rendered at build time (scripts/prerender.ts): each page without per-visitor data becomes
 * HTML with its first screen and its styles, in English and in Filipino, which the browser then hydrates
 * (src/web/shared/mount.tsx). Everything renders as for a signed-out visitor with the default theme.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// biome-ignore lint/style/noRestrictedImports: emotion's server package (style extraction), not our server code.
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
// From the package the screens use: under some loaders 'react-router' is a second copy that has no router.
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '../../shared/i18n';
import type { PageCall, RenderedPage, RenderedPageWithData } from '../../shared/page-html';
import { PublicApp, preloadPublicScreen } from '../public/PublicApp';
import { setRenderLocale } from '../shared/i18n';
import { AppFrame, AppScreens } from '../shared/mount';
import { beginServerRender, wantedCalls } from '../shared/page-data';

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
  return oneAtATime(async () => {
    const answers = new Map<string, unknown>();
    const tried = new Set<string>();
    for (let round = 0; ; round++) {
      beginServerRender(answers);
      const page = await renderOnce(url, locale);
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
  });
}

/** The HTML inside #root and the style tags for the head of the public page at `url` in `locale`. */
export function render(url: string, locale: Locale): Promise<RenderedPage> {
  return oneAtATime(() => renderOnce(url, locale));
}

async function renderOnce(url: string, locale: Locale): Promise<RenderedPage> {
  globalThis.__BRP_ENTRY__ = 'public';
  setRenderLocale(locale);
  await preloadPublicScreen(new URL(url, 'http://localhost').pathname);
  // The browser's emotion cache has the same key, so it takes over these styles without inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppFrame>
        <StaticRouter location={url}>
          <AppScreens app={<PublicApp />} />
        </StaticRouter>
      </AppFrame>
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
