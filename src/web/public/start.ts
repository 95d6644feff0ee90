/**
 * The public site's first script: tiny, with only the stylesheet and the home page's user-guide prompt. The
 * app's code follows once a page that came with its first screen has been painted (src/web/shared/start-after-paint.ts).
 */
import '../shared/base-styles';
import { startAfterPaint } from '../shared/start-after-paint';
import { openEarlyUserGuide } from './home/early-user-guide';

// The home page's user-guide prompt shows with the page, not once the app has arrived.
openEarlyUserGuide();
startAfterPaint(() => import('./main'));
