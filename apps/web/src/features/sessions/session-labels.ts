import type { SessionInfo } from '@maxer/domain';
import type { TFunction } from 'i18next';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;

/** "Computer · Linux": the kind of device in the UI language, then its system. */
export function deviceLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  const type = DEVICE_TYPES.find((known) => known === session.deviceType);
  const parts = [type ? t(`deviceTypes.${type}`) : null, session.os].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('unknown');
}

export function browserLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  return session.browser ?? session.browserFamily ?? t('unknown');
}

/** The address the session was last used from, else where it signed in. */
export function ipLabel(session: SessionInfo, t: TFunction<'sessions'>): string {
  return session.lastUsedIp ?? session.ip ?? t('unknown');
}
