import {
  type Language,
  MEDIA_MAX_BYTES,
  MEDIA_PHOTO_ACCEPT,
  mediaMaxMegabytes,
  type PublicComment,
  type PublicMediaItem,
  type PublicMediaSession,
} from '@maxer/domain';
import {
  type CSSProperties,
  type DragEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { formatDateTime } from '../accept-offer/format.ts';
import { formatBytes, type UploadEntry, UploadError, useUploadQueue } from '../lib/upload-queue.ts';
import type { SharedMediaApi } from './api.ts';
import { type TextKey, text } from './texts.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; session: PublicMediaSession }
  | { kind: 'failed'; error: UploadError };

/** A company colour only when it is one (it goes into style attributes). */
const safeColor = (value: string | null) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);
const PHOTO_TYPES = MEDIA_PHOTO_ACCEPT.split(',');

/**
 * The customer's page of a shared media session: the company's photos (display versions, without
 * location or camera data) and the customer's own photos added here (the inventory before a quote),
 * each with its progress, and the office's public comments on the session under the company's name
 * (ADR 049), a section between the photos and the upload.
 */
export function SharedMediaPage({ api, language }: { api: SharedMediaApi | null; language: Language }) {
  const t = useCallback(
    (key: TextKey, params?: Record<string, string | number>) => text(language, key, params),
    [language],
  );
  const [load, setLoad] = useState<Load>(() =>
    api ? { kind: 'loading' } : { kind: 'failed', error: new UploadError(404, null, '') },
  );
  const refresh = useCallback(() => {
    if (!api) return;
    api.view().then(
      (session) => setLoad({ kind: 'ready', session }),
      (error: UploadError) => setLoad({ kind: 'failed', error }),
    );
  }, [api]);
  useEffect(refresh, [refresh]);

  const session = load.kind === 'ready' ? load.session : null;
  useEffect(() => {
    document.title = session ? `${session.title} – ${session.company.name}` : t('pageTitle');
  });

  if (load.kind === 'loading')
    return (
      <main className="page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </main>
    );
  if (load.kind === 'failed' || !session || !api)
    return (
      <Failure
        error={load.kind === 'failed' ? load.error : new UploadError(404, null, '')}
        t={t}
        retry={refresh}
      />
    );

  const accent = safeColor(session.company.accentColor);
  return (
    <div style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      <header
        className="brand"
        style={{
          background: safeColor(session.company.backgroundColor),
          color: safeColor(session.company.textColor),
        }}
      >
        {session.company.hasLogo && (
          <img src={api.logoUrl} alt={t('logo', { company: session.company.name })} className="logo" />
        )}
        <p className="company">{session.company.name}</p>
      </header>
      <main className="page">
        <h1>{session.title}</h1>
        <p className="muted">
          {session.contractNumber !== null ? `${t('job', { number: session.contractNumber })} · ` : ''}
          {t('intro', { company: session.company.name })}
        </p>
        <PhotosSection api={api} items={session.items} t={t} />
        <MessagesSection session={session} language={language} t={t} />
        <AddPhotosSection api={api} language={language} t={t} onAdded={refresh} />
      </main>
    </div>
  );
}

type T = (key: TextKey, params?: Record<string, string | number>) => string;

function PhotosSection({ api, items, t }: { api: SharedMediaApi; items: PublicMediaItem[]; t: T }) {
  return (
    <section className="card" aria-labelledby="photos-title">
      <h2 id="photos-title">{t('photosTitle', { count: items.length })}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('noPhotos')}</p>
      ) : (
        <ul className="grid">
          {items.map((item) => (
            <li key={item._id} data-testid="shared-photo">
              <a href={api.displayUrl(item._id)} target="_blank" rel="noopener noreferrer">
                <img
                  src={api.thumbnailUrl(item._id)}
                  alt={item.caption ?? (item.fromCustomer ? t('yourPhoto') : t('photo'))}
                  loading="lazy"
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                />
              </a>
              {(item.caption || item.fromCustomer) && (
                <p className="caption">
                  {item.caption}
                  {item.fromCustomer && <span className="badge">{t('fromYou')}</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The office's public comments, oldest first, each with the company's name and its time in the
 * company's zone (the API answers no author: the company speaks). Nothing when there are none.
 */
function MessagesSection({
  session,
  language,
  t,
}: {
  session: PublicMediaSession;
  language: Language;
  t: T;
}) {
  if (session.comments.length === 0) return null;
  const company = session.company.name;
  const at = (comment: PublicComment) =>
    formatDateTime(comment.createdAt, language, session.company.timeZone);
  return (
    <section className="card" aria-labelledby="messages-title">
      <h2 id="messages-title">{t('messages', { company })}</h2>
      <ol className="plain messages">
        {session.comments.map((comment) => (
          <li key={comment._id}>
            <p className="muted">
              {company} · <time dateTime={comment.createdAt}>{at(comment)}</time>
              {comment.editedAt && ` · ${t('messageEdited')}`}
            </p>
            <p className="message">{comment.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The customer's own photos: many at once, chosen or dropped, each with its progress and retry. */
function AddPhotosSection({
  api,
  language,
  t,
  onAdded,
}: {
  api: SharedMediaApi;
  language: Language;
  t: T;
  onAdded: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const queue = useUploadQueue({
    upload: (file, onProgress, signal) => api.upload(file, onProgress, signal),
    precheck: (file) => {
      if (file.type && !PHOTO_TYPES.includes(file.type)) return t('notPhoto');
      if (file.size > MEDIA_MAX_BYTES.image) return t('tooLarge', { max: mediaMaxMegabytes('image') });
      return null;
    },
    failureText: () => t('networkError'),
    onUploaded: onAdded,
  });
  const { overall } = queue;
  const locale = language === 'en' ? 'en-GB' : 'de-CH';

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <section className="card" aria-labelledby="add-title">
      <h2 id="add-title">{t('addTitle')}</h2>
      <p className="muted">{t('addIntro', { max: mediaMaxMegabytes('image') })}</p>
      <section
        className={over ? 'dropzone over' : 'dropzone'}
        aria-label={t('drop')}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="shared-dropzone"
      >
        <p>{t('drop')}</p>
        <button type="button" className="primary" onClick={() => input.current?.click()}>
          {t('choose')}
        </button>
        <input
          ref={input}
          type="file"
          accept={MEDIA_PHOTO_ACCEPT}
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('choose')}
          onChange={(event) => {
            queue.add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </section>
      {overall.count > 0 && (
        <div className="uploads">
          <p id="shared-overall" aria-live="polite">
            {t('overall', { done: overall.done, count: overall.count })}
            {overall.failed > 0 ? ` · ${t('failedCount', { count: overall.failed })}` : ''}
          </p>
          <progress max={100} value={overall.percent} aria-labelledby="shared-overall" />
          <ul className="files" aria-label={t('files')}>
            {queue.entries.map((entry) => (
              <UploadRow
                key={entry.id}
                entry={entry}
                locale={locale}
                t={t}
                onRetry={() => queue.retry(entry.id)}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function UploadRow({
  entry,
  locale,
  t,
  onRetry,
}: {
  entry: UploadEntry;
  locale: string;
  t: T;
  onRetry: () => void;
}) {
  const percent = entry.total > 0 ? Math.round((Math.min(entry.loaded, entry.total) / entry.total) * 100) : 0;
  const labelId = `shared-file-${entry.id}`;
  const state: Record<UploadEntry['state'], string> = {
    queued: t('waiting'),
    uploading: `${percent} %`,
    done: t('done'),
    failed: t('failed'),
  };
  return (
    <li data-state={entry.state}>
      <span id={labelId} className="file-name">
        {entry.file.name} · {formatBytes(entry.total, locale)}
      </span>{' '}
      <span className={entry.state === 'failed' ? 'error' : 'muted'}>{state[entry.state]}</span>
      <progress max={100} value={entry.state === 'done' ? 100 : percent} aria-labelledby={labelId} />
      {entry.error && (
        <p className="error" role="alert">
          {entry.error}{' '}
          <button type="button" onClick={onRetry} aria-label={t('retryFile', { name: entry.file.name })}>
            {t('retry')}
          </button>
        </p>
      )}
    </li>
  );
}

function Failure({ error, t, retry }: { error: UploadError; t: T; retry: () => void }) {
  const notice = (title: string, message: string, action?: ReactNode) => (
    <main className="page notice">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      {action}
    </main>
  );
  if (error.status === 404 || error.status === 400) return notice(t('notFoundTitle'), t('notFoundText'));
  if (error.status === 410) return notice(t('expiredTitle'), t('expiredText'));
  return notice(
    t('loadErrorTitle'),
    error.status === 0 ? t('networkError') : error.message || t('loadErrorText'),
    <button type="button" className="primary" onClick={retry}>
      {t('retry')}
    </button>,
  );
}
