/**
 * The console's first script: tiny, with only the stylesheet. The dashboard the server drew for staff
 * (FirstScreen.tsx) is painted before the console's code is fetched, which then runs in stages as the rider's
 * and driver's apps do (src/web/shared/start-signed-in-app.ts). Input is not held: that drawing holds only
 * plain links, and react-admin replaces it rather than hydrating it.
 */
import '../shared/base-styles';
import { startAfterPaint } from '../shared/start-after-paint';
import { SIGNED_IN_APP_STAGES } from '../shared/start-signed-in-app';

startAfterPaint(() => import('./main'), { stages: SIGNED_IN_APP_STAGES });
