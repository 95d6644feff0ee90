/** One product event (visit_site, call_driver, text_driver, dont_book, theme changes...). */
export type AnalyticsEvent = {
  name: string;
  params?: Record<string, string | number | boolean>;
  userId?: number | null;
  /** Where the event came from: the browser's report or the server's own record of an action. */
  source: 'browser' | 'server';
};

/**
 * Where product events go. The default writes them to the server log; the browser also sends them to
 * Firebase Analytics itself when a measurement id is configured, so no server-side Firebase key is needed.
 */
export interface Analytics {
  record(event: AnalyticsEvent): void;
}
