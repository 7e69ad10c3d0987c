// The notifications feature's public face: what other features may use of it (ADR 031, ADR 039).
export {
  announceNotifications,
  type NotificationInput,
  type RecordedNotifications,
  recordNotification,
} from './notifications.service.ts';
