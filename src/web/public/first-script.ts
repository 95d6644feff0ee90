// The public site's inline first script (src/web/shared/first-script.ts): the home page's user-guide prompt is
// kept or taken away before the page is painted, then the app follows once the page has been painted.
import { startAfterPaint } from '../shared/first-script';
import { holdEarlyUserGuide } from './home/early-user-guide';

holdEarlyUserGuide();
startAfterPaint({ holdsInput: false });
