/**
 * The rider's app first script: tiny, with only the stylesheet (the start path: src/web/shared/start-app.ts).
 */
import '../shared/base-styles';
import { startApp } from '../shared/start-app';

startApp('ride', () => import('./main'));
