import { Button, type ButtonProps, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useApiFileLink } from '../lib/api-file.ts';

interface ApiFileButtonProps {
  /** The API's address of the file (`/api/invoices/{id}/pdf`). */
  path: string;
  /** Open it in a new tab, or save it. */
  mode: 'open' | 'download';
  children: ReactNode;
}

interface ApiFileButtonOwnProps extends ApiFileButtonProps {
  size?: ButtonProps['size'];
  /** The button's name when its text alone would not say which file it is (a row's "PDF"). */
  'aria-label'?: string;
}

/** "PDF" / "Herunterladen": a file of the API, also while an admin acts for a company (decision 038). */
export function ApiFileButton({ path, mode, children, ...rest }: ApiFileButtonOwnProps) {
  const link = useApiFileLink(path, mode);
  const target = mode === 'open' ? { target: '_blank', rel: 'noopener' } : { download: true };
  return (
    <Button component="a" variant="default" {...rest} {...target} {...link}>
      {children}
    </Button>
  );
}

/** The same file as an entry of a page's action menu. */
export function ApiFileMenuItem({ path, mode, children }: ApiFileButtonProps) {
  const link = useApiFileLink(path, mode);
  const target = mode === 'open' ? { target: '_blank', rel: 'noopener' } : { download: true };
  return (
    <Menu.Item component="a" {...target} {...link}>
      {children}
    </Menu.Item>
  );
}
