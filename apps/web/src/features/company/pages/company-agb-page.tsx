import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCompanyQuery } from '../api.ts';
import { CompanyFileCard } from '../components/company-file-card.tsx';

/** The company's terms (AGB) on their own page (spec §2 /my-company/agb): view, replace, remove. */
export function CompanyAgbPage() {
  const { t } = useTranslation('company');
  usePageTitle(t('files.agb.title'));
  const company = useCompanyQuery();
  const canChange = useCan('company:update');

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('files.agb.title')} />
      <RecordView query={company} back={null}>
        {(record) => <CompanyFileCard file="agb" company={record} canChange={canChange} />}
      </RecordView>
    </Stack>
  );
}
