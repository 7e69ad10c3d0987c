// The notifications feature's public face (the bell in the company app's header; ADR 039).
export { NotificationBell } from './components/notification-bell.tsx';
