import type { PublicSettings } from '@schemas/settings';
import { loadSettings } from './settings';

type Params = Record<string, string | number | boolean>;
type FirebaseLogger = (event: string, params?: Params) => void;

let firebase: Promise<FirebaseLogger | null> | null = null;

/** Firebase Analytics, loaded on the first event and only when a measurement id is configured. */
function firebaseLogger(settings: PublicSettings): Promise<FirebaseLogger | null> {
  const config = settings.firebase;
  if (!config?.measurementId || !config.apiKey || !config.appId || !config.projectId)
    return Promise.resolve(null);
  firebase ??= (async () => {
    const [{ getApps, initializeApp }, { getAnalytics, isSupported, logEvent }] = await Promise.all([
      import('firebase/app'),
      import('firebase/analytics'),
    ]);
    if (!(await isSupported())) return null;
    const app = getApps()[0] ?? initializeApp(config);
    const analytics = getAnalytics(app);
    return (event: string, params?: Params) => logEvent(analytics, event, params);
  })().catch(() => null);
  return firebase;
}

/**
 * Records a product event (spec part 1 §7: visit_site, call_driver, text_driver, dont_book, theme events):
 * to Firebase Analytics when it is configured, otherwise to the server's analytics log. Events the server
 * records itself (the contact actions, through the recently-booked log) are not sent to it twice.
 * Never throws and never delays the page.
 */
export function track(event: string, params: Params = {}, options: { serverRecorded?: boolean } = {}): void {
  loadSettings()
    .then(async (settings) => {
      const log = await firebaseLogger(settings);
      if (log) return log(event, params);
      if (options.serverRecorded) return;
      await fetch('/api/analytics', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event, params }),
        keepalive: true,
      });
    })
    .catch(() => {});
}
