export * from './accounts.ts';
export * from './activities.ts';
export * from './contracts.ts';
export * from './counters.ts';
export * from './customers.ts';
export * from './mail.ts';
export * from './sessions.ts';
export * from './workspace.ts';
