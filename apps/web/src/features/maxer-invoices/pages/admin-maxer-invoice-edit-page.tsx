import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { PlatformInvoice, PlatformInvoiceLine } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminMaxerInvoiceQuery, useUpdateMaxerInvoiceMutation } from '../api.ts';
import { InvoiceFacts } from '../components/invoice-facts.tsx';
import { LinesEditor } from '../components/lines-editor.tsx';
import { CancelModal, PayModal } from '../components/settle-modals.tsx';

const route = getRouteApi('/admin/maxer-invoices/edit/$id');

/** One platform invoice: editable lines and due date while OPEN; mark paid, cancel; read-only after. */
export function AdminMaxerInvoiceEditPage() {
  const { t } = useTranslation('maxer-invoices');
  const { id } = route.useParams();
  const invoice = useAdminMaxerInvoiceQuery(id);
  usePageTitle(invoice.data ? t('admin.editTitle', { number: invoice.data.number }) : t('admin.title'));
  const back = <BackLink to="/admin/maxer-invoices">{t('admin.back')}</BackLink>;
  return (
    <RecordPage query={invoice} back={back} maw={1000}>
      {(record) => <InvoiceEditor key={`${record._id}-${record.status}`} invoice={record} back={back} />}
    </RecordPage>
  );
}

function InvoiceEditor({ invoice, back }: { invoice: PlatformInvoice; back: React.ReactNode }) {
  const { t } = useTranslation('maxer-invoices');
  const open = invoice.status === 'OPEN';
  const [lines, setLines] = useState<PlatformInvoiceLine[]>(
    invoice.lines.map(({ description, quantity, unitPriceCents }) => ({
      description,
      quantity,
      unitPriceCents,
    })),
  );
  const [dueDate, setDueDate] = useState(invoice.dueDate);
  const [settling, setSettling] = useState<'pay' | 'cancel' | null>(null);
  const update = useUpdateMaxerInvoiceMutation(invoice._id);
  const save = () =>
    update.mutate({ lines, dueDate }, { onSuccess: () => toast('success', t('admin.saved')) });

  return (
    <>
      <PageHeader
        back={back}
        title={t('admin.editTitle', { number: invoice.number })}
        actions={
          <Group gap="xs">
            <ApiFileButton path={`/api/admin/maxer-invoices/${invoice._id}/pdf`} mode="open">
              {t('admin.pdf')}
            </ApiFileButton>
            {open && (
              <>
                <Button color="green" onClick={() => setSettling('pay')}>
                  {t('admin.pay.button')}
                </Button>
                <Button color="red" variant="light" onClick={() => setSettling('cancel')}>
                  {t('admin.cancel.button')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Paper withBorder p="md">
        <InvoiceFacts invoice={invoice} withLines={!open} />
      </Paper>
      {open ? (
        <Paper withBorder p="md">
          <Stack>
            <Title order={3} size="h4">
              {t('admin.lines.title')}
            </Title>
            <LinesEditor lines={lines} onChange={setLines} />
            <DateField label={t('fields.dueDate')} value={dueDate} onChange={setDueDate} required w={200} />
            <Group justify="flex-end">
              <Button loading={update.isPending} onClick={save}>
                {t('admin.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Alert color="gray" variant="light">
          {t('admin.readOnly')}
        </Alert>
      )}
      {settling === 'pay' && <PayModal invoice={invoice} opened onClose={() => setSettling(null)} />}
      {settling === 'cancel' && <CancelModal invoice={invoice} opened onClose={() => setSettling(null)} />}
    </>
  );
}
