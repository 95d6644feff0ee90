/**
 * The answers of the GET calls a page was rendered with on the server (src/web/ssr, `renderWithData`), sent in
 * its HTML so that the page's first screen shows the data without JavaScript, and the browser hydrates the same
 * screen without asking again: public data for the public pages, and the visitor's own data for the app pages
 * rendered with the visitor's session (config/prerendered-pages.ts `LIVE_APP_PAGES`).
 *
 * On the server, a render collects the calls it could not answer yet (`wantedCalls`); the server fetches them
 * and renders again with their answers. In the browser the answers are read once from the page and used only
 * while the page is hydrated: after that, every screen asks the server as usual.
 */
import { PAGE_DATA_ELEMENT_ID, type PageCall, pageCallKey } from '@/shared/page-html';
import { getLocale } from './i18n';
import { serverView } from './server-view';

/** Answers known to this render: given by the server renderer, or read from the page in the browser. */
let answers: Map<string, unknown> | null = null;
/** Calls a server render asked for without an answer (filled only while the server renders). */
let wanted: Map<string, PageCall> | null = null;

/** Server renderer: the answers the next render may use, and a fresh list of the calls it still wants. */
export function beginServerRender(known: Map<string, unknown>) {
  answers = known;
  wanted = new Map();
}

/** Server renderer: the calls the last render wanted without an answer, by key (`pageCallKey`). */
export function wantedCalls(): Map<string, PageCall> {
  return wanted ?? new Map();
}

/** The answers in the page's HTML, by key (`pageCallKey`); none when it has none or they are damaged. */
function answersInPage(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
        found.set(key, value);
    } catch {
      // A damaged page simply asks the server again.
    }
  }
  return found;
}

function browserAnswers(): Map<string, unknown> {
  answers ??= answersInPage();
  return answers;
}

/** Browser: the page's answers by the address of their GET call (`pageCallAddress`), to keep for offline use. */
export function pageAnswersByAddress(): { address: string; answer: unknown }[] {
  // A key is the answer's language, a colon, then the address.
  return [...browserAnswers()].map(([key, answer]) => ({ address: key.slice(key.indexOf(':') + 1), answer }));
}

/**
 * The answer a server render of this page had for `call`, while rendering on the server or hydrating its HTML
 * (undefined otherwise, or when it had none: the screen asks the server then).
 */
export function pageAnswer<T>(call: PageCall): T | undefined {
  if (!serverView()) return undefined;
  const key = pageCallKey(call);
  const known = typeof window === 'undefined' ? answers : browserAnswers();
  if (known?.has(key)) return known.get(key) as T;
  if (typeof window === 'undefined') wanted?.set(key, call);
  return undefined;
}

/**
 * The page's answer to `api(path)` (a GET without a query, in the page's language): what an app screen shows
 * first when the server rendered it with the visitor's data. Undefined when the page came without it.
 */
export function firstAnswer<T>(path: string): T | undefined {
  return pageAnswer<T>({ path, query: {}, locale: getLocale() });
}
