/** What the pages and the service worker (src/web/sw/sw.ts) share. */
export const ASSET_CACHE = 'brp-assets';
export const MAP_CACHE = 'brp-map';
export const API_CACHE = 'brp-api';
export const PAGE_CACHE = 'brp-pages';
/** Where the built service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export type WorkerMessage = { type: 'warm'; pages: string[]; urls: string[] } | { type: 'logout' };
