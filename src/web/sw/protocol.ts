/** What the pages and the service worker (src/web/sw/sw.ts) share. */
export const ASSET_CACHE = 'brp-assets';
export const MAP_CACHE = 'brp-map';
export const API_CACHE = 'brp-api';
/** Where the built service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export type WorkerMessage = { type: 'warm'; urls: string[] } | { type: 'logout' };
