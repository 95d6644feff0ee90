/**
 * An entry's first script (src/web/<app>/start.ts) starts its app with this: a page that arrives with its first
 * screen in the HTML (prerendered, or rendered by the server with its data) is painted before the app's code is
 * fetched and run, so on a slow phone the screen shows as soon as the HTML and the stylesheet are in, instead of
 * after some hundred kilobytes of script. Taps wait for the app (src/shared/page-html.ts). A page without a
 * first screen (the app draws it) asks for the code at once.
 *
 * `holdInput`: the apps' pages rendered with the visitor's data hold forms; until the app has hydrated them
 * (mount.tsx HydrationDone) the first screen is also `inert`, so that nothing typed or chosen by keyboard is lost
 * to the hydration (the stylesheet only stops taps).
 *
 * `stages`: code the app needs (React, MUI) loaded and run ahead of it on a painted page, each in a task of its
 * own, instead of all of it in one long task that a tap would wait behind. A page the app draws itself loads the
 * app at once: every part is fetched together then.
 */
export function startAfterPaint(
  load: () => Promise<unknown>,
  {
    holdInput = false,
    stages = [],
  }: { holdInput?: boolean; stages?: readonly (() => Promise<unknown>)[] } = {},
) {
  const root = document.getElementById('root');
  const painted = root?.hasAttribute('data-prerendered') === true;
  if (holdInput && root && painted) root.inert = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void (painted ? inStages([...stages, load]) : load());
  };
  if (painted && document.visibilityState === 'visible') {
    // A task after the next frame: the frame has been painted by then.
    requestAnimationFrame(() => setTimeout(start, 0));
    // A tab hidden meanwhile draws no frames: the app starts anyway.
    document.addEventListener('visibilitychange', start, { once: true });
  } else start();
}

/** Runs `stages` one after another, with a new task (the browser free to handle input) between them. */
async function inStages(stages: readonly (() => Promise<unknown>)[]) {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    await stage();
  }
}
