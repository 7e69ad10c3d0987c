// The sessions feature's public face: what other features may use of it (ending a user's sessions
// when their password is set or their account is deactivated or removed).
export { revokeUserSessions } from './sessions.repo.ts';
