import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { billingPeriodSchema, type PlatformInvoiceLine } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCompanyChoicesQuery, useCreateMaxerInvoiceMutation } from '../api.ts';
import { thisMonth } from './billing-run-modal.tsx';
import { emptyLine, LinesEditor } from './lines-editor.tsx';

const NO_COMPANIES: { value: string; label: string }[] = [];

/** A new invoice for one company: a month (its package by default) and, if wished, lines of one's own. */
export function CreateInvoiceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('maxer-invoices');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [period, setPeriod] = useState(thisMonth());
  const [ownLines, setOwnLines] = useState(false);
  const [lines, setLines] = useState<PlatformInvoiceLine[]>([emptyLine()]);
  const companies = useCompanyChoicesQuery(q);
  const create = useCreateMaxerInvoiceMutation();
  const valid = companyId !== null && (ownLines || billingPeriodSchema.safeParse(period).success);

  const submit = () => {
    if (!companyId) return;
    create.mutate(
      { companyId, period: period || null, lines: ownLines ? lines : null },
      {
        onSuccess: (invoice) => {
          toast('success', t('admin.create.created', { number: invoice.number }));
          onClose();
          void navigate({ to: '/admin/maxer-invoices/edit/$id', params: { id: invoice._id } });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.create.title')} size="xl">
      <Stack>
        <Select
          label={t('admin.create.company')}
          placeholder={t('admin.create.companyPlaceholder')}
          searchable
          searchValue={q}
          onSearchChange={setQ}
          data={companies.data ?? NO_COMPANIES}
          value={companyId}
          onChange={setCompanyId}
          filter={({ options }) => options}
          required
        />
        <TextInput
          type="month"
          label={t('admin.create.period')}
          description={t('admin.create.periodHint')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
        />
        <Checkbox
          label={t('admin.create.ownLines')}
          checked={ownLines}
          onChange={(event) => setOwnLines(event.currentTarget.checked)}
        />
        {ownLines && <LinesEditor lines={lines} onChange={setLines} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button loading={create.isPending} disabled={!valid} onClick={submit}>
            {t('admin.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
