import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice, InvoiceMail } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailDeliveryBadge } from '../../../components/mail-delivery-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useInvoiceMailQuery } from '../api.ts';
import { SendInvoiceModal } from './send-invoice-modal.tsx';

/** The sent-emails tab: the invoice sent and the payment notices, their delivery state and events. */
export function InvoiceEmails({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const mail = useInvoiceMailQuery(invoice._id);
  const [sending, setSending] = useState(false);
  return (
    <Stack gap="md" component="section" aria-label={t('tabs.sentEmails')}>
      <Group justify="flex-end">
        <Button onClick={() => setSending(true)}>{t('send.open')}</Button>
      </Group>
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
      {sending && (
        <SendInvoiceModal
          invoiceId={invoice._id}
          defaultRecipient={invoice.customer.email}
          onClose={() => setSending(false)}
        />
      )}
    </Stack>
  );
}

function MailCard({ message }: { message: InvoiceMail }) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  return (
    <Paper withBorder p="md" data-testid="invoice-email">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h5">
            {message.subject}
          </Title>
          <MailDeliveryBadge status={message.deliveryState} />
        </Group>
        <Text size="sm">
          {t('emails.to', { recipient: message.recipient })} ·{' '}
          {formatDateTime(message.sentAt ?? message.createdAt, language, timeZone)}
        </Text>
        {message.attachments.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('emails.attachments', { names: message.attachments.map((file) => file.filename).join(', ') })}
          </Text>
        )}
        {message.lastError && (
          <Text size="sm" c="red">
            {message.lastError}
          </Text>
        )}
        {message.events.length > 0 && (
          <Table aria-label={t('emails.events')} verticalSpacing={4}>
            <Table.Tbody>
              {message.events.map((event) => (
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
      </Stack>
    </Paper>
  );
}
