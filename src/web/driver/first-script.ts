// The driver's app's inline first script (src/web/shared/first-script.ts): its first screen holds forms, so
// no typing goes into them until the app has hydrated them.
import { startAfterPaint } from '../shared/first-script';

startAfterPaint({ holdsInput: true });
