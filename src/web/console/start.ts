/**
 * The console's app script: the stylesheet, then the console's code (the start path: src/web/shared/start-app.ts).
 * The dashboard the server drew for staff (FirstScreen.tsx) is painted before any script is fetched (the
 * page's inline first script, first-script.ts, asks for this one then), and react-admin replaces that drawing
 * rather than hydrating it.
 */
import '../shared/base-styles';
import { startApp } from '../shared/start-app';

startApp('console', () => import('./main'));
