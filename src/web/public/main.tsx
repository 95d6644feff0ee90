import { mountApp } from '../shared/mount';
import { registerServiceWorker } from '../sw/register';

// The router and the screens are not in the first script: every public page people land on is prerendered,
// so there is nothing to draw before they arrive. The route table and the screen's code load in one go.
const loadTree = () => import('./tree');

mountApp('public', () => loadTree().then((module) => module.publicTree), {
  prepare: (pathname) => loadTree().then((module) => module.preloadPublicScreen(pathname)),
});

registerServiceWorker();
