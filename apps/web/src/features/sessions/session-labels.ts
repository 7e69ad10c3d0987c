import type { SessionInfo } from '@maxer/domain';
import type { TFunction } from 'i18next';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;

/** The kind of device in the UI language ("Computer"), or null when unknown. */
export function deviceTypeLabel(session: SessionInfo, t: TFunction<'sessions'>): string | null {
  const type = DEVICE_TYPES.find((known) => known === session.deviceType);
  return type ? t(`deviceTypes.${type}`) : null;
}

/** "Computer · Linux": the kind of device in the UI language, then its system. */
export function deviceLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  const parts = [deviceTypeLabel(session, t), session.os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('unknown');
}

export function browserLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  return session.browser ?? session.browserFamily ?? t('unknown');
}

/** The address the session was last used from, else where it signed in. */
export function ipLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  return session.lastUsedIp ?? session.ip ?? t('unknown');
}
