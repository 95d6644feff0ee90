/**
 * The rider's app first script: tiny, with only the stylesheet. A page the server rendered with the visitor's data
 * (config/prerendered-pages.ts LIVE_APP_PAGES) is painted before the app's code is fetched and run
 * (src/web/shared/start-after-paint.ts); any other page asks for the code at once.
 */
import '../shared/base-styles';
import { startAfterPaint } from '../shared/start-after-paint';

startAfterPaint(() => import('./main'), {
  holdInput: true,
  stages: [
    () => import('react-dom/client'),
    () => import('@mui/material/styles'),
    () => import('@mui/material/Button'),
  ],
});
