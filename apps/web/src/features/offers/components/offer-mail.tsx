import { Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OfferDetail } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list.tsx';
import { MailDeliveryBadge } from '../../../components/mail-delivery-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useOfferEmailEventsQuery } from '../api.ts';

/** The offer's e-mail as the outbox knows it, and what the mail provider reported about it since. */
export function OfferMail({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offers');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const events = useOfferEmailEventsQuery(offer._id);
  const mail = offer.mail;
  return (
    <Stack gap="sm" component="section" aria-labelledby="offer-mail">
      <Title order={2} size="h4" id="offer-mail">
        {t('sections.mail')}
      </Title>
      {mail ? (
        <DetailsList
          rows={[
            [t('mail.status'), <MailDeliveryBadge key="status" status={offer.mailStatus} />],
            [t('mail.subject'), mail.subject],
            [t('fields.recipient'), offer.recipient],
            [t('mail.sentAt'), mail.sentAt ? formatDateTime(mail.sentAt, language, timeZone) : null],
            [t('mail.attempts'), String(mail.attempts)],
            [t('mail.lastError'), mail.lastError],
            [t('mail.messageId'), mail.messageId],
          ]}
        />
      ) : (
        <Text c="dimmed">{t('mail.none')}</Text>
      )}
      <Paper withBorder p="lg">
        <Title order={3} size="h5" mb="sm">
          {t('mail.events')}
        </Title>
        {!events.data ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : events.data.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('mail.noEvents')}
          </Text>
        ) : (
          <Table aria-label={t('mail.events')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail.occurredAt')}</Table.Th>
                <Table.Th>{t('mail.event')}</Table.Th>
                <Table.Th>{t('mail.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.items.map((event) => (
                <Table.Tr key={event._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(event.occurredAt, language, timeZone)}
                  </Table.Td>
                  <Table.Td>
                    <MailDeliveryBadge status={event.event} />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{event.detail ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
