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

export function toast(type: ToastType, message: string): void {
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: TOAST.timeoutMs,
    position: TOAST.position,
    withBorder: true,
  });
}
