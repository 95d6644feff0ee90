/**
 * The console's first script: tiny, with only the stylesheet (the start path: src/web/shared/start-app.ts). The
 * dashboard the server drew for staff (FirstScreen.tsx) is painted before the console's code is fetched, and
 * react-admin replaces that drawing rather than hydrating it.
 */
import '../shared/base-styles';
import { startApp } from '../shared/start-app';

startApp('console', () => import('./main'));
