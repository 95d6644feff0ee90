/** What the pages and the service worker (src/web/sw/sw.ts) share. */
export const ASSET_CACHE = 'brp-assets';
export const MAP_CACHE = 'brp-map';
export const API_CACHE = 'brp-api';
export const PAGE_CACHE = 'brp-pages';
/** Where the built service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export type WorkerMessage = { type: 'warm'; pages: string[]; urls: string[] } | { type: 'logout' };

/** A short fingerprint of a caller's Authorization header: one account never reads another's cached answers. */
export async function accountKeyOf(authorization: string): Promise<string> {
  if (!authorization) return 'guest';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the last answer of the API GET at `url` for the caller with `authorization` is kept (API_CACHE). */
export async function answerCacheKey(url: string, authorization: string): Promise<string> {
  const key = new URL(url);
  key.searchParams.set('sw-account', await accountKeyOf(authorization));
  return key.href;
}

/** Set on an API answer the worker gave from its cache (no signal): the answer is the last one kept, not news. */
export const KEPT_ANSWER_HEADER = 'X-Kept-Answer';
