import type { AppTree } from '../shared/mount';
import { PublicApp } from './PublicApp';
import { PublicBrowserRouter } from './router';

export { preloadPublicScreen } from './PublicApp';

/** The public site's router and screens, loaded by its entry after the shell (see mountApp). */
export const publicTree: AppTree = { Router: PublicBrowserRouter, app: <PublicApp /> };
