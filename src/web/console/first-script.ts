// The console's inline first script (src/web/shared/first-script.ts): the dashboard the server drew holds only
// links, so typing is not held until the app has taken it over.
import { startAfterPaint } from '../shared/first-script';

startAfterPaint({ holdsInput: false });
