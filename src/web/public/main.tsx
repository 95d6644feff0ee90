import { mountApp } from '../shared/mount';
import { registerServiceWorker } from '../sw/register';
import { PublicApp, preloadPublicScreen } from './PublicApp';

mountApp('public', <PublicApp />, { prepare: preloadPublicScreen });

registerServiceWorker();
