/**
 * The rider's app script: the stylesheet, then the app's code. The page's inline first script (first-script.ts) asks for
 * it once a page that came with its first screen has been painted (the start path: src/web/shared/start-app.ts).
 */
import '../shared/base-styles';
import { startApp } from '../shared/start-app';

startApp('ride', () => import('./main'));
