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

/** `persistent`: stays until dismissed (what the person must not miss, e.g. work kept after a session ended). */
export function toast(type: ToastType, message: string, { persistent = false } = {}): void {
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: persistent ? false : TOAST.timeoutMs,
    position: TOAST.position,
    withBorder: true,
  });
}
