import { Alert, Loader, Text, Timeline } from '@mantine/core';
import {
  CONTRACT_HISTORY_LIMIT,
  type ContractHistoryEntry,
  formatMoney,
  type Language,
  PRICED_SERVICES,
} from '@maxer/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useContractHistoryQuery } from '../api.ts';

const FAILED = new Set(['offerRejected', 'mailFailed']);
const DONE = new Set(['offerAccepted', 'paymentRecorded', 'mailSent']);

/** The entry's line: what happened, with its object (recipient, subject, number, amount). */
function headline(entry: ContractHistoryEntry, t: TFunction, language: Language, statusName: StatusName) {
  const amount =
    entry.amount === null ? '' : formatMoney(entry.amount, language, entry.currency ?? undefined);
  switch (entry.kind) {
    case 'customStatusChanged':
      return t('history.customStatusChanged', {
        status: entry.customStatusId ? statusName(entry.customStatusId) : t('history.noCustomStatus'),
      });
    case 'offerSent':
      return t('history.offerSent', { recipient: entry.recipient });
    case 'offerAccepted':
      return t('history.offerAccepted', {
        // In the order the job lists its services, not as stored.
        services: PRICED_SERVICES.filter((name) => entry.acceptedServices?.includes(name))
          .map((name) => t(`contracts:services.${name}`))
          .join(', '),
      });
    case 'invoiceCreated':
      return t('history.invoiceCreated', { number: entry.invoiceNumber, amount });
    case 'paymentRecorded':
      return t('history.paymentRecorded', { number: entry.invoiceNumber, amount });
    case 'mailQueued':
    case 'mailSent':
    case 'mailFailed':
      return t(`history.${entry.kind}`, { subject: entry.subject });
    case 'commentAdded':
      return t(
        entry.commentVisibility === 'public' ? 'history.commentAddedPublic' : 'history.commentAddedInternal',
      );
    default:
      return t(`history.${entry.kind}`);
  }
}

/** The small print under the line: who, to whom, why, how often. */
function detail(entry: ContractHistoryEntry, t: TFunction): string[] {
  const parts: string[] = [];
  if (entry.actorName) parts.push(t('history.by', { name: entry.actorName }));
  else if (entry.kind === 'offerAccepted' || entry.kind === 'offerRejected' || entry.kind === 'offerViewed')
    parts.push(t('history.customer'));
  if (entry.kind.startsWith('mail') && entry.recipient)
    parts.push(t('history.to', { recipient: entry.recipient }));
  if (entry.kind === 'offerViewed' && entry.viewCount !== null)
    parts.push(t('history.offerViewedCount', { count: entry.viewCount }));
  if (entry.reason) parts.push(t('history.reason', { reason: entry.reason }));
  return parts;
}

type StatusName = (id: string) => string;

/** Entries have no id of their own; what they are about tells them apart. */
const entryKey = (entry: ContractHistoryEntry) =>
  [
    entry.at,
    entry.kind,
    entry.offerId,
    entry.invoiceId,
    entry.appointmentId,
    entry.mailKind,
    entry.recipient,
    entry.amount,
    entry.commentId,
  ].join('|');

/**
 * The job's history, oldest first: its changes, offers, the customer's answer, invoices, payments
 * and e-mails, each at its time in the company's time zone. `statusName` names an own status by id.
 */
export function JobHistory({
  contractId,
  timeZone,
  statusName,
}: {
  contractId: string;
  timeZone: string | undefined;
  statusName: StatusName;
}) {
  const { t } = useTranslation('job-page');
  const language = currentLanguage();
  const history = useContractHistoryQuery(contractId);
  if (history.isError) return <Alert color="red">{t('history.error')}</Alert>;
  if (!history.data) return <Loader size="sm" aria-label={t('common:loading')} />;
  const { items, truncated } = history.data;
  if (items.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <>
      <Timeline
        bulletSize={14}
        lineWidth={2}
        active={items.length - 1}
        role="list"
        aria-label={t('sections.history')}
      >
        {items.map((entry) => (
          <Timeline.Item
            key={entryKey(entry)}
            color={FAILED.has(entry.kind) ? 'red' : DONE.has(entry.kind) ? 'green' : undefined}
            title={headline(entry, t, language, statusName)}
            role="listitem"
            data-kind={entry.kind}
          >
            <Text size="sm" c="dimmed">
              {[formatDateTime(entry.at, language, timeZone), ...detail(entry, t)].join(' · ')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {truncated && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('history.truncated', { count: CONTRACT_HISTORY_LIMIT })}
        </Text>
      )}
    </>
  );
}
