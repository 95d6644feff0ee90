/**
 * The rider's app first script: tiny, with only the stylesheet (src/web/shared/start-signed-in-app.ts).
 */
import '../shared/base-styles';
import { startSignedInApp } from '../shared/start-signed-in-app';

startSignedInApp(() => import('./main'));
