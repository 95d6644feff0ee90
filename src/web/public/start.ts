/**
 * The public site's first script: tiny, with only the stylesheet and the home page's user-guide prompt. The
 * app's code follows once a page that came with its first screen has been painted (the start path:
 * src/web/shared/start-app.ts).
 */
import '../shared/base-styles';
import { startApp } from '../shared/start-app';
import { openEarlyUserGuide } from './home/early-user-guide';

// The home page's user-guide prompt shows with the page, not once the app has arrived.
openEarlyUserGuide();
startApp('public', () => import('./main'));
