import { Group, Text } from '@mantine/core';
import { labelIn, type Service, type ServiceTreeItem } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { labelRows } from '../../../components/label-rows.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

interface ServiceDetailsProps {
  service: Service;
  /** The whole tree, for the parent's and the sub-services' names; undefined while it loads. */
  tree: readonly ServiceTreeItem[] | undefined;
}

/** Every field of a service: its labels in four languages, its type, where it sits in the tree. */
export function ServiceDetails({ service, tree }: ServiceDetailsProps) {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const link = (other: ServiceTreeItem) => (
    <AnchorLink key={other._id} to="/my-company/services/$id" params={{ id: other._id }}>
      {labelIn(other.labels, language)}
    </AnchorLink>
  );
  const parent = service.parentId && tree?.find((candidate) => candidate._id === service.parentId);
  const children = tree?.filter((candidate) => candidate.parentId === service._id) ?? [];

  const childLinks =
    children.length > 0 ? (
      <Group gap="xs" component="span">
        {children.map((child, index) => (
          <Text key={child._id} span>
            {link(child)}
            {index < children.length - 1 && ' ·'}
          </Text>
        ))}
      </Group>
    ) : null;

  const rows: DetailRow[] = [
    ...labelRows(t('fields.label'), service.labels, t),
    [t('fields.type'), t(`types.${service.type}`)],
    [t('fields.parent'), service.parentId === null ? t('form.noParent') : parent ? link(parent) : null],
    [t('fields.children'), childLinks],
    [t('fields.createdAt'), formatDateTime(service.createdAt, language, timeZone)],
  ];
  return <DetailsList rows={rows} />;
}
