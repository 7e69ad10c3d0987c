import { Grid, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  customerDisplayName,
  MEDIA_SESSION_KINDS,
  type MediaSessionKind,
  mediaSessionInputSchema,
} from '@maxer/domain';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useContractQuery } from '../../contracts/index.ts';
import { CustomerPicker, useCustomerQuery } from '../../customers/index.ts';
import { useCreateMediaSessionMutation } from '../api.ts';
import { JobPicker } from '../components/job-picker.tsx';

const route = getRouteApi('/_company/media/new');

interface MediaSessionFormValues {
  title: string;
  kind: MediaSessionKind;
  note: string;
  contractId: string | null;
  contractLabel: string;
  customerId: string | null;
  customerName: string;
}

const BLANK = { title: '', kind: 'VIEWING', note: '' } as const;

/** A new media session: of a job (its customer comes with it) or of a customer; the files come next. */
export function MediaNewPage() {
  const { t } = useTranslation('media');
  usePageTitle(t('newTitle'));
  const search = route.useSearch();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('newTitle')}
        description={t('newIntro')}
        back={<BackLink to="/media">{t('title')}</BackLink>}
      />
      {/* Started from a job's or a customer's page: that one is chosen already. */}
      {search.contractId ? (
        <FromJob contractId={search.contractId} />
      ) : search.customerId ? (
        <FromCustomer customerId={search.customerId} />
      ) : (
        <MediaSessionForm
          initial={{ ...BLANK, contractId: null, contractLabel: '', customerId: null, customerName: '' }}
        />
      )}
    </Stack>
  );
}

function FromJob({ contractId }: { contractId: string }) {
  const { t } = useTranslation('media');
  const job = useContractQuery(contractId);
  if (!job.data) return null;
  return (
    <MediaSessionForm
      initial={{
        ...BLANK,
        contractId: job.data._id,
        contractLabel: t('jobOption', { number: job.data.number, customer: job.data.customer.name }),
        customerId: job.data.customer._id,
        customerName: job.data.customer.name,
      }}
    />
  );
}

function FromCustomer({ customerId }: { customerId: string }) {
  const customer = useCustomerQuery(customerId);
  if (!customer.data) return null;
  return (
    <MediaSessionForm
      initial={{
        ...BLANK,
        contractId: null,
        contractLabel: '',
        customerId: customer.data._id,
        customerName: customerDisplayName(customer.data),
      }}
    />
  );
}

function MediaSessionForm({ initial }: { initial: MediaSessionFormValues }) {
  const { t } = useTranslation('media');
  const create = useCreateMediaSessionMutation();
  const navigate = useNavigate();
  const { form, submit, formRef, field } = useSchemaForm({
    schema: mediaSessionInputSchema,
    initialValues: initial,
    toInput: ({ contractLabel: _job, customerName: _customer, ...values }) => values,
    onSubmit: async (values) => {
      const session = await create.mutateAsync(values);
      toast('success', t('created'));
      await navigate({ to: '/media/$id', params: { id: session._id } });
    },
    pending: create.isPending,
    lockAfterSave: true,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('newTitle')}>
      <Paper withBorder p="lg">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('fields.title')}
              placeholder={t('form.titlePlaceholder')}
              required
              {...field('title')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('fields.kind')}
              required
              allowDeselect={false}
              data={MEDIA_SESSION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              {...field('kind')}
              onChange={(value) => value && form.setFieldValue('kind', value as MediaSessionKind)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <JobPicker
              label={t('fields.contract')}
              contractId={form.values.contractId}
              contractLabel={form.values.contractLabel}
              customerId={form.values.contractId ? null : form.values.customerId}
              onChange={(job) => {
                form.setFieldValue('contractId', job?.id ?? null);
                form.setFieldValue('contractLabel', job?.label ?? '');
                if (job) {
                  form.setFieldValue('customerId', job.customerId);
                  form.setFieldValue('customerName', job.customerName);
                }
              }}
              error={form.errors.contractId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CustomerPicker
              label={t('fields.customer')}
              customerId={form.values.customerId}
              customerName={form.values.customerName}
              onChange={(id, label) => {
                form.setFieldValue('customerId', id);
                form.setFieldValue('customerName', label);
                // Another customer than the job's: the job no longer fits.
                if (form.values.contractId && id !== form.values.customerId) {
                  form.setFieldValue('contractId', null);
                  form.setFieldValue('contractLabel', '');
                }
              }}
              error={form.errors.customerId}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t('fields.note')} autosize minRows={2} {...field('note')} />
          </Grid.Col>
        </Grid>
        <FormActions
          submitLabel={t('create')}
          pending={create.isPending}
          cancel={
            <ButtonLink variant="default" to="/media">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      </Paper>
    </form>
  );
}
