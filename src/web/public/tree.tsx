import { BrowserRouter } from 'react-router-dom';
import type { AppTree } from '../shared/mount';
import { PublicApp } from './PublicApp';

export { preloadPublicScreen } from './PublicApp';

/** The public site's router and screens, loaded by its entry after the shell (see mountApp). */
export const publicTree: AppTree = { Router: BrowserRouter, app: <PublicApp /> };
