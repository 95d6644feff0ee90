import { api } from './api';
import { firstAnswer } from './page-data';
import { getToken } from './session';

/** An early answer older than this is not used: the screen asks again. */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Starts GET requests a screen makes on its first render while the screen's code is still downloading, so
 * the answers arrive with the code instead of after it. Only for a signed-in visitor whose token is already
 * stored (a `?token=` sign-in in the address is handled by the screen itself).
 */
export function requestEarly(paths: string[]) {
  if (typeof window === 'undefined') return;
  if (!getToken() || new URLSearchParams(window.location.search).has('token')) return;
  for (const path of paths) {
    // Answers that came with the page (an app page the server rendered) are not asked for again.
    if (early.has(path) || firstAnswer(path) !== undefined) continue;
    const answer = api(path);
    // Taken (and its failure handled) by the screen; an answer nobody takes is simply dropped.
    answer.catch(() => {});
    early.set(path, { at: Date.now(), answer });
  }
}

/** The early answer for `path` when there is a fresh one (each is used once), otherwise a new request. */
export function takeEarly<T>(path: string): Promise<T> {
  const found = early.get(path);
  early.delete(path);
  if (found && Date.now() - found.at < FRESH_MS) return found.answer as Promise<T>;
  return api<T>(path);
}

/**
 * Runs `task` once the screen on display has been painted and the browser is idle: code that later taps
 * need (a dialog, the map) loads then, off the first screen's critical path. Returns a cancel function.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 3000 });
      else timer = setTimeout(task, 500);
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Loads `parts` (code that later taps need) one at a time, each once the browser is idle again after the
 * last one arrived: each part's code then runs in a task of its own instead of all of them in one long task
 * that would hold up a tap. Returns a cancel function.
 */
export function preloadInTurn(parts: readonly (() => Promise<unknown>)[]): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const next = (index: number) => {
    if (cancelled || index >= parts.length) return;
    cancelWait = whenIdleAfterPaint(() => {
      void parts[index]()
        .catch(() => {})
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}
