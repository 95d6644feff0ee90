import type { AdapterLogger } from '../logger';
import type { Analytics, AnalyticsEvent } from './port';

/** Events as structured log lines (`analytics: true`), easy to ship to any log store and count there. */
export function createLogAnalytics(log: Pick<AdapterLogger, 'info'>): Analytics {
  return {
    record(event) {
      log.info(
        {
          analytics: true,
          event: event.name,
          params: event.params ?? {},
          user_id: event.userId ?? null,
          source: event.source,
        },
        'analytics event',
      );
    },
  };
}

/** Keeps the latest events in memory (tests read them). */
export function createMemoryAnalytics(max = 1000): Analytics & { events: AnalyticsEvent[] } {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    record(event) {
      events.push(event);
      if (events.length > max) events.splice(0, events.length - max);
    },
  };
}
