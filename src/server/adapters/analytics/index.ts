export { createLogAnalytics, createMemoryAnalytics } from './log-analytics';
export type { Analytics, AnalyticsEvent } from './port';
