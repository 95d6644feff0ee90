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
import { StaticRouter } from 'react-router';
import type { Locale } from '../../shared/i18n';
import { PublicApp, preloadPublicScreen } from '../public/PublicApp';
import { setRenderLocale } from '../shared/i18n';
import { AppFrame, AppScreens } from '../shared/mount';

export type RenderedPage = { html: string; styles: string };

/** The HTML inside #root and the style tags for the head of the public page at `url` in `locale`. */
export async function render(url: string, locale: Locale): Promise<RenderedPage> {
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
