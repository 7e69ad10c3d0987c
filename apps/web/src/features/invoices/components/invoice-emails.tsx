import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MailMessage } from '@maxer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { MailStatusBadge } from '../../offers/components/offer-state-badge.tsx';
import { useInvoiceMailQuery } from '../api.ts';

/** The sent-emails tab: every message about the invoice, its delivery state and events. */
export function InvoiceEmails({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoices');
  const mail = useInvoiceMailQuery(invoiceId);
  return (
    <Stack gap="md" component="section" aria-label={t('tabs.sentEmails')}>
      {!mail.data ? (
        mail.isError ? (
          <Alert color="red" variant="light" role="alert">
            {mail.error.message}
          </Alert>
        ) : (
          <Loader size="sm" aria-label={t('common:loading')} />
        )
      ) : mail.data.length === 0 ? (
        <Text c="dimmed">{t('emails.none')}</Text>
      ) : (
        mail.data.map((message) => <MailCard key={message._id} message={message} />)
      )}
      <Text size="xs" c="dimmed">
        {t('emails.window')}
      </Text>
    </Stack>
  );
}

function MailCard({ message }: { message: MailMessage }) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const events = useQuery({
    queryKey: ['mail', 'events', message._id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/mail/{id}/events', { params: { path: { id: message._id } }, signal })),
  });
  return (
    <Paper withBorder p="md" data-testid="invoice-email">
      <Stack gap={6}>
        <Title order={3} size="h5">
          {message.subject}
        </Title>
        <Text size="sm">
          {t('emails.to', { recipient: message.recipient })} ·{' '}
          {formatDateTime(message.sentAt ?? message.createdAt, language, timeZone)}
        </Text>
        <div>
          <MailStatusBadge status={message.deliveryState} />
        </div>
        {message.lastError && (
          <Text size="sm" c="red">
            {message.lastError}
          </Text>
        )}
        {events.data && events.data.items.length > 0 && (
          <Table aria-label={t('emails.events')} verticalSpacing={4}>
            <Table.Tbody>
              {events.data.items.map((event) => (
                <Table.Tr key={event._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(event.occurredAt, language, timeZone)}
                  </Table.Td>
                  <Table.Td>
                    <MailStatusBadge status={event.event} />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{event.detail ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
