export * from './database.ts';
export * from './factories.ts';
export * from './sockets.ts';
export * from './tenant.ts';
export * from './test-app.ts';
