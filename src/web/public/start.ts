/**
 * The public site's first script: tiny, with only the stylesheet. The app's code follows once a page that came
 * with its first screen has been painted (src/web/shared/start-after-paint.ts).
 */
import '../shared/base-styles';
import { startAfterPaint } from '../shared/start-after-paint';

startAfterPaint(() => import('./main'));
