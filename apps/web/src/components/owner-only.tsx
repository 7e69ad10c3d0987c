import { Alert } from '@mantine/core';
import { errorMessage, type Permission } from '@maxer/domain';
import type { ReactNode } from 'react';
import { currentLanguage } from '../lib/language.ts';
import { useCan } from '../lib/use-can.ts';

interface OwnerOnlyProps {
  /** The permission the page needs (an owner's). */
  permission: Permission;
  children: ReactNode;
}

/** A page only the owner may use: others read the catalogue's refusal instead of a page of errors. */
export function OwnerOnly({ permission, children }: OwnerOnlyProps) {
  const allowed = useCan(permission);
  if (allowed) return children;
  return (
    <Alert color="yellow" variant="light" role="alert" maw={720}>
      {errorMessage('error_owner_only', currentLanguage())}
    </Alert>
  );
}
