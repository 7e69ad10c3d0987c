export { apiKeysRoutes } from './api-keys.routes.ts';
