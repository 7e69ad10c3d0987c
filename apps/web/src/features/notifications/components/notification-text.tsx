import { Text } from '@mantine/core';
import { formatMoney, type Language, type Notification } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

export type ShownNotification = Notification;

/** Where a notification leads: the review, the job, the invoice, or the list of e-mails not sent. */
export function targetOf(notification: Notification) {
  const { data } = notification;
  if (notification.kind === 'mailFailed') return { to: '/mail-failures' as const };
  if (data.reviewId) return { to: '/reviews/$id' as const, params: { id: data.reviewId } };
  if (data.mediaSessionId) return { to: '/media/$id' as const, params: { id: data.mediaSessionId } };
  if (data.invoiceId) return { to: '/invoices/$id' as const, params: { id: data.invoiceId } };
  if (data.contractId) return { to: '/contracts/$id' as const, params: { id: data.contractId } };
  return null;
}

/** One notification in words, in the page language, with when it happened. */
export function NotificationText({
  notification,
  language,
  timeZone,
}: {
  notification: Notification;
  language: Language;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('notifications');
  const { data } = notification;
  const values = {
    number: data.contractNumber ?? '',
    customer: data.customerName ?? '',
    invoice: data.invoiceNumber ?? '',
    amount:
      data.amount === undefined
        ? ''
        : formatMoney(data.amount, language, data.currency === 'EUR' ? 'EUR' : 'CHF'),
    recipient: data.recipient ?? '',
    subject: data.subject ?? '',
    actor: data.actorName ?? '',
    title: data.title ?? '',
    rating:
      data.rating === undefined ? '–' : data.rating.toLocaleString(language === 'en' ? 'en-GB' : 'de-CH'),
  };
  const key =
    notification.kind === 'paymentRecorded' && !data.actorName
      ? 'kinds.paymentRecordedNoActor'
      : `kinds.${notification.kind}`;
  return (
    <>
      <Text size="sm" fw={notification.readAt ? 400 : 600}>
        {t(key, values)}
      </Text>
      {notification.kind === 'mailFailed' && data.subject && (
        <Text size="xs" c="gray.7" lineClamp={1}>
          {data.subject}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {formatDateTime(notification.createdAt, language, timeZone)}
      </Text>
    </>
  );
}
