import { APP_SCRIPTS_META, LATER_STYLES_META, MANIFEST_META } from '@/shared/page-html';

/** A browser that never reports the first paint starts the app this long after the page was parsed. */
const PAINT_AT_LATEST_MS = 3000;

/**
 * The part of every entry's first script that starts the app (the start path: start-app.ts). The first script
 * is inline in the page's HTML (the build writes it there, scripts/first-script.ts; the page's CSP allows it by
 * its hash), so a page that arrives with its first screen is painted from its HTML alone: no script, no
 * stylesheet and no module preload is asked for before that paint. On a slow link each of them would be one
 * more round trip before the first screen. Once the screen has been painted, the whole stylesheet is linked and
 * the app's scripts the build named (`APP_SCRIPTS_META`) are asked for, the web app manifest is linked
 * (`MANIFEST_META`) and the site's icon comes back (`holdIcon`); a page without a first screen asks for them at
 * once.
 */
export function startAfterPaint({ holdsInput }: { holdsInput: boolean }) {
  const releaseIcon = holdIcon();
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
      linkManifest();
      releaseIcon();
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
 * Holds the site's icon (an SVG in a data: address, scripts/first-script.ts) until the page has been painted:
 * the browser draws an SVG icon in the page's main thread once the page has loaded, which can be just before its
 * first paint. The first script runs in the head, before the browser looks for icons: it puts an empty icon in
 * the icon's place (a page with no icon would have its /favicon.ico asked for instead) and gives back what puts
 * the icon back. Without JavaScript the icon is linked as the HTML links it.
 */
function holdIcon(): () => void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) return () => {};
  const placeholder = document.createElement('link');
  placeholder.rel = 'icon';
  placeholder.href = 'data:,';
  icon.replaceWith(placeholder);
  return () => {
    // The placeholder goes in a task of its own: an icon put in its place in the same task is not drawn.
    placeholder.remove();
    setTimeout(() => document.head.append(icon), 0);
  };
}

/** Links the web app manifest the page names (installing the app, its icons). */
function linkManifest() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META}"]`);
  if (!meta) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = meta.content;
  meta.replaceWith(link);
}
