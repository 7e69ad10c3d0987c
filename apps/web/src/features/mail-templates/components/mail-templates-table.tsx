import { Table, Text } from '@mantine/core';
import { type MailTemplate, richTextPlain } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { MailTemplateSort } from '../api.ts';

interface MailTemplatesTableProps {
  templates: MailTemplate[] | undefined;
  sort: string;
  onSort: (column: MailTemplateSort) => void;
}

export function MailTemplatesTable({ templates, sort, onSort }: MailTemplatesTableProps) {
  const { t } = useTranslation('mail-templates');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const sortBy = (column: string) => onSort(column as MailTemplateSort);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!templates}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="title" sort={sort} onSort={sortBy}>
              {t('fields.title')}
            </SortableTh>
            <Table.Th>{t('fields.body')}</Table.Th>
            <SortableTh column="updatedAt" sort={sort} onSort={sortBy}>
              {t('fields.updatedAt')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {templates ? (
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template._id}>
                <Table.Td>
                  <AnchorLink to="/mail-templates/$id" params={{ id: template._id }} fw={500}>
                    {template.title}
                  </AnchorLink>
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {richTextPlain(template.body)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(template.updatedAt, language, timeZone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={3} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
