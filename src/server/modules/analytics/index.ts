import { type Analytics, createLogAnalytics } from '@/server/adapters/analytics';
import type { App, AppDeps } from '@/server/types';

const fallback = new WeakMap<AppDeps, Analytics>();

/** The configured analytics port, or the server log. */
export function analyticsOf(app: App): Analytics {
  if (app.deps.analytics) return app.deps.analytics;
  let analytics = fallback.get(app.deps);
  if (!analytics) {
    analytics = createLogAnalytics(app.log);
    fallback.set(app.deps, analytics);
  }
  return analytics;
}
