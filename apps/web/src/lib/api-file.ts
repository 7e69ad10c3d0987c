import { type MouseEvent, useEffect, useState } from 'react';
import { useActingCompanyId } from './acting-company.ts';
import { fetchApiFile } from './api.ts';
import { useSession } from './session-store.ts';

/**
 * Whether the browser may fetch the API's files itself (`<a href>`, `<img src>`): not while a platform
 * admin acts for a company, since such requests cannot carry `x-company-id` (decision 038).
 */
function useFetchesFilesItself(): boolean {
  const actingFor = useActingCompanyId();
  const isAdmin = useSession((state) => state.isAdmin);
  return !(isAdmin && actingFor);
}

/**
 * Props of a link to a file of the API (a PDF to open or to download): the plain address, or, while an
 * admin acts for a company, the same address fetched through the API client and handed to the browser.
 */
export function useApiFileLink(path: string, mode: 'open' | 'download') {
  const itself = useFetchesFilesItself();
  if (itself) return { href: path };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // Opened now, while the click still counts as the person's, so no pop-up blocker stops it.
    const tab = mode === 'open' ? window.open('', '_blank') : null;
    void fetchApiFile(path).then(
      (response) => {
        const url = URL.createObjectURL(response.blob);
        if (tab) {
          tab.location.href = url;
          return;
        }
        const link = document.createElement('a');
        link.href = url;
        if (mode === 'download') link.download = response.fileName ?? '';
        else link.target = '_blank';
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      () => tab?.close(),
    );
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
