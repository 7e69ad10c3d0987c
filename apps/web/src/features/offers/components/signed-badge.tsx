import { Badge } from '@mantine/core';
import type { SignatureKind } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

/** That (and how) the customer signed the acceptance; nothing without a signature. */
export function SignedBadge({ signature }: { signature: SignatureKind | null }) {
  const { t } = useTranslation('followUps');
  if (!signature) return null;
  return (
    <Badge variant="outline" color="green" size="sm">
      {t(`signed.${signature}`)}
    </Badge>
  );
}
