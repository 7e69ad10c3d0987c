import { isApiErrorBody, type Language } from '@maxer/domain';
import { useState } from 'react';
import { deliverFile, fileNameFrom, readBody } from '../lib/download-core.ts';
import { text } from './texts.ts';

/** A download this slow (ms) shows how far it is. */
const PROGRESS_AFTER_MS = 1000;

/**
 * The offer's PDF through the one download helper (lib/download-core.ts, shared with the office app):
 * saved under the server's name, its progress shown when slow, an error answer (e.g. the offer was
 * replaced meanwhile) told in words instead of saved as a broken file. The link's address stays, for
 * a browser without JavaScript and for "save link as".
 */
export function PdfDownload({
  url,
  fetchPdf,
  language,
}: {
  url: string | undefined;
  fetchPdf: (() => Promise<Response>) | undefined;
  language: Language;
}) {
  const [state, setState] = useState<{ progress: string | null; error: string | null }>({
    progress: null,
    error: null,
  });

  const download = async () => {
    if (!fetchPdf) return;
    const started = Date.now();
    setState({ progress: null, error: null });
    try {
      const response = await fetchPdf();
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        const message = isApiErrorBody(body) ? body.error.message : null;
        setState({ progress: null, error: message ?? text(language, 'pdfFailed') });
        return;
      }
      const blob = await readBody(response, (received, total) => {
        if (Date.now() - started < PROGRESS_AFTER_MS) return;
        const progress = total
          ? `${Math.min(100, Math.floor((received / total) * 100))} %`
          : `${(received / (1024 * 1024)).toFixed(1)} MB`;
        setState({ progress, error: null });
      });
      deliverFile(blob, { tab: null, fileName: fileNameFrom(response) ?? 'offer.pdf' });
      setState({ progress: null, error: null });
    } catch {
      setState({ progress: null, error: text(language, 'pdfFailed') });
    }
  };

  return (
    <>
      <a
        href={url}
        download
        onClick={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        {text(language, 'downloadPdf')}
      </a>
      {state.progress && (
        <span role="status" className="muted">
          {' '}
          {text(language, 'pdfProgress', { progress: state.progress })}
        </span>
      )}
      {state.error && (
        <p role="alert" className="error">
          {state.error}
        </p>
      )}
    </>
  );
}
