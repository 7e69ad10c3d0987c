import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { onBehalfPath } from '../../../lib/acting-company.ts';
import { currentLanguage, withLanguagePrefix } from '../../../lib/language.ts';

interface ActForCompanyLinkProps {
  companyId: string;
  name: string;
}

/**
 * Into a company's own pages as that company (decision 038): its customers, under
 * /admin/company/{id}/customers. Not a typed router link: the address is read by the router's rewrite.
 */
export function ActForCompanyLink({ companyId, name }: ActForCompanyLinkProps) {
  const { t } = useTranslation('on-behalf');
  const router = useRouter();
  const path = onBehalfPath(companyId, '/customers');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the address itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };
  return (
    <Anchor
      href={withLanguagePrefix(path, currentLanguage())}
      onClick={open}
      aria-label={t('actForCompany', { company: name })}
      size="sm"
    >
      {t('actFor')}
    </Anchor>
  );
}
