/**
 * An entry's first script (src/web/<app>/start.ts) starts its app with this: a page that arrives with its first
 * screen in the HTML (prerendered, or rendered by the server with its data) is painted before the app's code is
 * fetched and run, so on a slow phone the screen shows as soon as the HTML and the stylesheet are in, instead of
 * after some hundred kilobytes of script. Taps wait for the app (src/shared/page-html.ts). A page without a
 * first screen (the app draws it) asks for the code at once.
 */
export function startAfterPaint(load: () => Promise<unknown>) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load();
  };
  if (
    document.getElementById('root')?.hasAttribute('data-prerendered') &&
    document.visibilityState === 'visible'
  ) {
    // A task after the next frame: the frame has been painted by then.
    requestAnimationFrame(() => setTimeout(start, 0));
    // A tab hidden meanwhile draws no frames: the app starts anyway.
    document.addEventListener('visibilitychange', start, { once: true });
  } else start();
}
