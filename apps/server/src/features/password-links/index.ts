// The password links feature's public face (ADR 029, 031): the invitation sent, inside the transaction
// that creates the user (or the platform admin), with a one-time link to set the password.
export { sendAdminInvitation, sendInvitation } from './password-links.service.ts';
