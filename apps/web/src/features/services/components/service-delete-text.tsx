import { labelIn, type Service, type ServiceTreeItem } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { descendantsOf } from '../service-tree.ts';

interface ServiceDeleteTextProps {
  service: Service;
  tree: readonly ServiceTreeItem[] | undefined;
}

/** What deleting a service takes with it (its sub-services) and what it leaves alone (jobs). */
export function ServiceDeleteText({ service, tree }: ServiceDeleteTextProps) {
  const { t } = useTranslation('services');
  const name = labelIn(service.labels, currentLanguage());
  const below = tree ? descendantsOf(tree, service._id).length : 0;
  return (
    <>
      {below > 0 ? t('delete.textWithChildren', { name, count: below }) : t('delete.text', { name })}{' '}
      {t('delete.contractsKept')}
    </>
  );
}
