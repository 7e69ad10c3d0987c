import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { LABEL_LANGUAGES, labelIn, type ServiceTreeItem } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { currentLanguage } from '../../../lib/language.ts';

interface ServiceTreeTableProps {
  tree: ServiceTreeItem[] | undefined;
  /** Absent when the person may not delete (a USER). */
  onDelete?: (service: ServiceTreeItem) => void;
}

/**
 * The services as a tree: each one indented below its parent, with its type and other languages; its
 * label leads to its page.
 */
export function ServiceTreeTable({ tree, onDelete }: ServiceTreeTableProps) {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" aria-label={t('title')} aria-busy={!tree}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.label')}</Table.Th>
            <Table.Th>{t('fields.type')}</Table.Th>
            <Table.Th>{t('fields.translations')}</Table.Th>
            {onDelete && (
              <Table.Th>
                <VisuallyHidden>{t('common:actions.delete')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {tree ? (
          <Table.Tbody>
            {tree.map((service) => {
              const label = labelIn(service.labels, language);
              return (
                <Table.Tr key={service._id} data-depth={service.depth}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap" pl={service.depth * 24}>
                      {service.depth > 0 && (
                        <Text c="dimmed" aria-hidden>
                          ↳
                        </Text>
                      )}
                      <AnchorLink
                        to="/my-company/services/$id"
                        params={{ id: service._id }}
                        fw={service.depth === 0 ? 600 : 500}
                      >
                        {label}
                      </AnchorLink>
                      {service.depth > 0 && (
                        <VisuallyHidden>{t('level', { level: service.depth + 1 })}</VisuallyHidden>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={service.type === 'check' ? 'maxer' : 'grape'}>
                      {t(`types.${service.type}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {LABEL_LANGUAGES.filter((other) => other !== language && service.labels[other])
                        .map((other) => `${other.toUpperCase()}: ${service.labels[other]}`)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  {onDelete && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('deleteNamed', { name: label })}
                        onClick={() => onDelete(service)}
                      >
                        {t('common:actions.delete')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={onDelete ? 4 : 3} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
