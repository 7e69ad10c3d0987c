import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActingCompanyId } from './acting-company.ts';
import { downloadApiFile, fetchApiFile } from './download.ts';
import { useSession } from './session-store.ts';

/**
 * Whether the browser may fetch the API's files itself (`<img src>`): not while a platform admin acts
 * for a company, since such requests cannot carry `x-company-id` (decision 038).
 */
function useFetchesFilesItself(): boolean {
  const actingFor = useActingCompanyId();
  const isAdmin = useSession((state) => state.isAdmin);
  return !(isAdmin && actingFor);
}

/**
 * Props of a link to a file of the API (a PDF to open or to download, an export): the address stays
 * the `href` (keyboard, "copy link", middle-click), a plain click goes through the download helper
 * (lib/download.ts: progress, the server's file name, an error as a toast instead of a broken file).
 * A click with a modifier key is left to the browser, but not while an admin acts for a company.
 */
export function useApiFileLink(path: string, mode: 'open' | 'download', fileName?: string) {
  const itself = useFetchesFilesItself();
  const { t } = useTranslation('common');
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified && itself) return;
    event.preventDefault();
    void downloadApiFile(path, {
      mode,
      fileName,
      progressText: ({ percent, megabytes }) =>
        percent === undefined
          ? t('download.progressSize', { megabytes })
          : t('download.progress', { percent }),
    });
  };
  return { href: path, onClick };
}

/** The `src` of an image the API serves (the company's logo): the address, or a fetched copy while acting. */
export function useApiFileSrc(path: string): string | undefined {
  const itself = useFetchesFilesItself();
  const [copy, setCopy] = useState<string>();
  useEffect(() => {
    if (itself) return;
    let url: string | undefined;
    let gone = false;
    void fetchApiFile(path).then(
      (response) => {
        if (gone) return;
        url = URL.createObjectURL(response.blob);
        setCopy(url);
      },
      () => {},
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [itself, path]);
  return itself ? path : copy;
}
