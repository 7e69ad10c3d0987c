import { Anchor, type AnchorProps, Button, type ButtonProps, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useApiFileLink } from '../lib/api-file.ts';

interface ApiFileButtonProps {
  /** The API's address of the file (`/api/invoices/{id}/pdf`). */
  path: string;
  /** Open it in a new tab, or save it. */
  mode: 'open' | 'download';
  /** The name to save it under; else the server's (`Content-Disposition`). */
  fileName?: string;
  children: ReactNode;
}

function useFileLink({ path, mode, fileName }: ApiFileButtonProps) {
  const link = useApiFileLink(path, mode, fileName);
  const target = mode === 'open' ? { target: '_blank', rel: 'noopener' } : { download: fileName ?? true };
  return { ...target, ...link };
}

interface ApiFileButtonOwnProps extends ApiFileButtonProps {
  size?: ButtonProps['size'];
  /** The button's name when its text alone would not say which file it is (a row's "PDF"). */
  'aria-label'?: string;
}

/**
 * "PDF" / "Herunterladen": a file of the API through the download helper (lib/download.ts: progress,
 * the error as a toast), also while an admin acts for a company (decision 038).
 */
export function ApiFileButton({ size, 'aria-label': label, ...props }: ApiFileButtonOwnProps) {
  return (
    <Button component="a" variant="default" size={size} aria-label={label} {...useFileLink(props)}>
      {props.children}
    </Button>
  );
}

/** The same file as an entry of a page's action menu. */
export function ApiFileMenuItem(props: ApiFileButtonProps) {
  return (
    <Menu.Item component="a" {...useFileLink(props)}>
      {props.children}
    </Menu.Item>
  );
}

/** The same file as a text link. */
export function ApiFileAnchor({ size, ...props }: ApiFileButtonProps & Pick<AnchorProps, 'size'>) {
  return (
    <Anchor size={size} {...useFileLink(props)}>
      {props.children}
    </Anchor>
  );
}
