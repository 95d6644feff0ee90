import { APP_SCRIPTS_META, ICON_META, LATER_STYLES_META, MANIFEST_META } from '@/shared/page-html';

/** A browser that never reports the first paint starts the app this long after the page was parsed. */
const PAINT_AT_LATEST_MS = 3000;

/**
 * The part of every entry's first script that starts the app (the start path: start-app.ts). The first script
 * is inline in the page's HTML (the build writes it there, scripts/first-script.ts; the page's CSP allows it by
 * its hash), so a page that arrives with its first screen is painted from its HTML alone: no script, no
 * stylesheet and no module preload is asked for before that paint. On a slow link each of them would be one
 * more round trip before the first screen. Once the screen has been painted, the whole stylesheet is linked and
 * the app's scripts the build named (`APP_SCRIPTS_META`) are asked for, and the web app manifest and the site's
 * icon are linked (`MANIFEST_META`, `ICON_META`); a page without a first screen asks for them at once.
 */
export function startAfterPaint({ holdsInput }: { holdsInput: boolean }) {
  whenParsed(() => {
    const root = document.getElementById('root');
    const painted = root?.dataset.prerendered !== undefined;
    // Until hydrated, a first screen with forms takes no typing either (`markHydrated` lets it).
    if (holdsInput && root && painted) root.inert = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      linkLaterStyles();
      loadAppScripts();
      linkNamed(MANIFEST_META, 'manifest');
      linkNamed(ICON_META, 'icon');
    };
    if (painted && document.visibilityState === 'visible') {
      afterPaint(start);
      // A tab hidden meanwhile draws no frames: the app starts anyway.
      document.addEventListener('visibilitychange', start, { once: true });
    } else start();
  });
}

/** Runs `then` once the document has been parsed (at once if it has). */
export function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * Runs `then` in a task of its own once the page's first contentful paint has been shown (as the browser's
 * paint timing reports it; a frame's `requestAnimationFrame` can come well before its paint is on screen).
 * Without paint timing: after the frame after the next one.
 */
function afterPaint(then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => requestAnimationFrame(go));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, PAINT_AT_LATEST_MS);
}

export { LATER_STYLES_META };

/** Links the whole stylesheet where the page names it, after its first screen's own rules (same cascade). */
function linkLaterStyles() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${LATER_STYLES_META}"]`);
  if (!meta) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // As the build links it (crossorigin), so the copy cached by the service worker serves it.
  link.crossOrigin = 'anonymous';
  link.href = meta.content;
  meta.replaceWith(link);
}

/** The app's first module and the modules it imports (preloaded beside it, not one round trip after another). */
function loadAppScripts() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META}"]`);
  if (!meta) return;
  const [entry, ...imported] = meta.content.split(' ').filter(Boolean);
  for (const href of imported) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = entry;
  document.head.append(script);
}

/**
 * Links what the page names in a `<meta>` as a `<link rel>`: the web app manifest (installing the app, its
 * icons), the site's icon.
 */
function linkNamed(metaName: string, rel: string) {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`);
  if (!meta) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = meta.content;
  meta.replaceWith(link);
}
