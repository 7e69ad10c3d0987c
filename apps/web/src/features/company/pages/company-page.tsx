import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { InquiryFormCard } from '../../inquiry/index.ts';
import { useCompanyQuery } from '../api.ts';
import { CompanyDetails } from '../components/company-details.tsx';
import { CompanyFileCard } from '../components/company-file-card.tsx';

/** The company's settings, logo and terms; the owner changes them. */
export function CompanyPage() {
  const { t } = useTranslation('company');
  usePageTitle(t('title'));
  const company = useCompanyQuery();
  const canChange = useCan('company:update');

  return (
    <Stack gap="lg" maw={1200}>
      <RecordView query={company} back={null}>
        {(record) => (
          <>
            <PageHeader
              title={record.name}
              description={
                <Badge variant="light" color={record.active ? 'green' : 'gray'}>
                  {record.active ? t('active') : t('inactive')}
                </Badge>
              }
              actions={
                canChange ? <ButtonLink to="/my-company/edit">{t('common:actions.edit')}</ButtonLink> : null
              }
            />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <CompanyFileCard file="logo" company={record} canChange={canChange} />
              <CompanyFileCard file="agb" company={record} canChange={canChange} />
            </SimpleGrid>
            <CompanyDetails company={record} />
            <InquiryFormCard companyId={record._id} companyName={record.name} />
          </>
        )}
      </RecordView>
    </Stack>
  );
}
