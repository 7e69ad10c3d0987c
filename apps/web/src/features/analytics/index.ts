export { type AnalyticsSearch, analyticsKeys } from './api.ts';
