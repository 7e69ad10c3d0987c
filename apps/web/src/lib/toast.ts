import { notifications } from '@mantine/notifications';
import { TOAST, type ToastType } from '@maxer/domain';

/** Mantine colours of the toast types of spec §9 ('default' keeps the theme's primary colour). */
const COLORS: Record<ToastType, string | undefined> = {
  default: undefined,
  success: 'green',
  danger: 'red',
  info: 'blue',
  warning: 'yellow',
};

/**
 * A toast. An error stays until it is dismissed (its close button), so it is not missed while one
 * looked away; the others fade after the spec's time (issue 15, item 2), unless `persistent` (what the
 * person must not miss, e.g. work kept after a session ended).
 */
export function toast(type: ToastType, message: string, { persistent = false } = {}): void {
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: type === 'danger' || persistent ? false : TOAST.timeoutMs,
    withCloseButton: true,
    position: TOAST.position,
    withBorder: true,
  });
}
