export * from './auth.schemas.ts';
export * from './constants.ts';
export * from './errors/catalogue.ts';
export * from './errors/message.ts';
export * from './i18n.ts';
export * from './realtime.ts';
export * from './roles.ts';
