import { type Language, type PublicReview, REVIEW_AREAS, type ReviewArea } from '@maxer/domain';
import {
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type ReviewApi, ReviewApiError } from './api.ts';
import { type TextKey, text } from './texts.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; review: PublicReview }
  | { kind: 'failed'; error: ReviewApiError };

type Answers = Record<ReviewArea, { rating: number | null; comment: string }>;

const STARS = [1, 2, 3, 4, 5] as const;

/** A company colour only when it is one (it goes into style attributes). */
const safeColor = (value: string | null) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);

const emptyAnswers = () =>
  Object.fromEntries(REVIEW_AREAS.map((area) => [area, { rating: null, comment: '' }])) as unknown as Answers;

/**
 * The customer's page for one review link: the nine areas of the review, each 1–5 stars (a radio
 * group: arrow keys choose, a screen reader reads "4 stars") with an optional comment, an overall
 * comment, sent once. An answered review shows the thanks, also on a later visit.
 */
export function ReviewPage({ api, language }: { api: ReviewApi | null; language: Language }) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const [load, setLoad] = useState<Load>(() =>
    api ? { kind: 'loading' } : { kind: 'failed', error: new ReviewApiError(404, null, '') },
  );
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  const [overall, setOverall] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The thanks just replaced the form: the keyboard goes there once it is on the page. */
  const thanksPending = useRef(false);

  const fetchReview = useCallback(() => {
    if (!api) return;
    setLoad({ kind: 'loading' });
    api.view().then(
      (review) => setLoad({ kind: 'ready', review }),
      (error: ReviewApiError) => setLoad({ kind: 'failed', error }),
    );
  }, [api]);
  useEffect(fetchReview, [fetchReview]);

  const review = load.kind === 'ready' ? load.review : null;
  const company = review?.company.name;
  useEffect(() => {
    document.title = company ? `${t('pageTitle')} – ${company}` : t('pageTitle');
  });
  const submittedAt = review?.submittedAt;
  useEffect(() => {
    if (!submittedAt || !thanksPending.current || !heading.current) return;
    thanksPending.current = false;
    heading.current.focus();
  }, [submittedAt]);

  if (load.kind === 'loading')
    return (
      <main className="page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </main>
    );
  if (load.kind === 'failed') return <Failure error={load.error} language={language} retry={fetchReview} />;
  if (!review) return null;

  const accent = safeColor(review.company.accentColor);
  const header = (
    <header
      className="brand"
      style={{
        background: safeColor(review.company.backgroundColor),
        color: safeColor(review.company.textColor),
      }}
    >
      {review.company.hasLogo && (
        <img src={api?.logoUrl} alt={t('logo', { company: review.company.name })} className="logo" />
      )}
      <p className="company">{review.company.name}</p>
    </header>
  );
  const wrap = (content: ReactNode) => (
    <div style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      {header}
      {content}
    </div>
  );

  if (review.submittedAt)
    return wrap(
      <main className="page notice">
        <h1 ref={heading} tabIndex={-1}>
          {t('thanksTitle')}
        </h1>
        <p role="status">{t('thanksText', { company: review.company.name })}</p>
        {review.funnel === 'high' && review.publicReviewUrl && (
          <PublicInvitation url={review.publicReviewUrl} language={language} />
        )}
        {review.funnel === 'low' && api && (
          <FollowUp
            review={review}
            api={api}
            language={language}
            onSent={(sent) => setLoad({ kind: 'ready', review: sent })}
          />
        )}
      </main>,
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!api || busy) return;
    const rated = REVIEW_AREAS.some((area) => answers[area].rating !== null);
    if (!rated && overall.trim() === '') {
      setFailure(t('empty'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const answered = await api.submit({
        areas: Object.fromEntries(
          REVIEW_AREAS.map((area) => [
            area,
            { rating: answers[area].rating, comment: answers[area].comment.trim() || null },
          ]),
        ) as Parameters<ReviewApi['submit']>[0]['areas'],
        comment: overall.trim() || null,
      });
      thanksPending.current = true;
      setLoad({ kind: 'ready', review: answered });
    } catch (error) {
      const failed = error as ReviewApiError;
      // Answered in another tab meanwhile, or the link ran out: show what the link says now.
      if (failed.code === 'error_review_submitted' || failed.status === 404 || failed.status === 410) {
        fetchReview();
        return;
      }
      setFailure(failed.status === 0 ? t('networkError') : failed.message || t('submitError'));
    } finally {
      setBusy(false);
    }
  }

  return wrap(
    <main className="page">
      <h1>{t('title')}</h1>
      {review.contractNumber !== null && (
        <p className="muted">{t('introJob', { number: review.contractNumber })}</p>
      )}
      <p>{t('intro', { name: review.customerName })}</p>
      <form onSubmit={submit} noValidate>
        {REVIEW_AREAS.map((area) => (
          <AreaField
            key={area}
            area={area}
            language={language}
            value={answers[area]}
            disabled={busy}
            onChange={(next) => setAnswers((current) => ({ ...current, [area]: next }))}
          />
        ))}
        <div className="card">
          <label htmlFor="review-overall" className="field-label">
            {t('overall')}
          </label>
          <textarea
            id="review-overall"
            rows={4}
            maxLength={5000}
            value={overall}
            disabled={busy}
            onChange={(event) => setOverall(event.target.value)}
          />
        </div>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="primary wide" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </button>
      </form>
    </main>,
  );
}

function AreaField({
  area,
  language,
  value,
  disabled,
  onChange,
}: {
  area: ReviewArea;
  language: Language;
  value: Answers[ReviewArea];
  disabled: boolean;
  onChange: (next: Answers[ReviewArea]) => void;
}) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const label = t(`areas.${area}` as TextKey);
  return (
    <fieldset className="card area">
      <legend>{label}</legend>
      <div className="stars">
        {STARS.map((stars) => {
          const id = `${area}-${stars}`;
          return (
            <span key={stars} className="star">
              <input
                type="radio"
                id={id}
                name={area}
                value={stars}
                checked={value.rating === stars}
                disabled={disabled}
                onChange={() => onChange({ ...value, rating: stars })}
              />
              <label
                htmlFor={id}
                className={value.rating !== null && stars <= value.rating ? 'on' : undefined}
              >
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {t(stars === 1 ? 'star_one' : 'star_other', { count: stars })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      <label htmlFor={`${area}-comment`} className="visually-hidden">
        {t('areaComment', { area: label })}
      </label>
      <textarea
        id={`${area}-comment`}
        rows={2}
        maxLength={2000}
        placeholder={t('areaComment', { area: label })}
        value={value.comment}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, comment: event.target.value })}
      />
    </fieldset>
  );
}

/**
 * The review funnel's invitation to a happy customer (ADR 050): the company's public review page,
 * in a new tab (the thanks stay here), without telling it where the customer came from.
 */
function PublicInvitation({ url, language }: { url: string; language: Language }) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  return (
    <div className="card invitation">
      <p>{t('inviteText')}</p>
      <a className="primary button-link" href={url} target="_blank" rel="noopener noreferrer">
        {t('inviteLink')} <span className="visually-hidden">{t('newTab')}</span>
      </a>
    </div>
  );
}

/** The review funnel's question to an unhappy customer (ADR 050): what went wrong, sent once. */
function FollowUp({
  review,
  api,
  language,
  onSent,
}: {
  review: PublicReview;
  api: ReviewApi;
  language: Language;
  onSent: (review: PublicReview) => void;
}) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const sentNow = useRef(false);
  useEffect(() => {
    if (review.followUpSent && sentNow.current) done.current?.focus();
  }, [review.followUpSent]);

  if (review.followUpSent)
    return (
      <p ref={done} tabIndex={-1} role="status" className="card">
        {t('followUpThanks', { company: review.company.name })}
      </p>
    );

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (message.trim() === '') {
      setFailure(t('followUpEmpty'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const sent = await api.followUp(message.trim());
      sentNow.current = true;
      onSent(sent);
    } catch (error) {
      const failed = error as ReviewApiError;
      if (failed.code === 'error_review_follow_up_sent') {
        sentNow.current = true;
        onSent({ ...review, followUpSent: true });
        return;
      }
      setFailure(failed.status === 0 ? t('networkError') : failed.message || t('submitError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card follow-up" onSubmit={send} noValidate aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">{t('followUpTitle')}</h2>
      <p>{t('followUpText', { company: review.company.name })}</p>
      <label htmlFor="follow-up-text" className="field-label">
        {t('followUpLabel')}
      </label>
      <textarea
        id="follow-up-text"
        rows={5}
        maxLength={5000}
        value={message}
        disabled={busy}
        aria-invalid={failure !== null || undefined}
        aria-describedby={failure ? 'follow-up-error' : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && (
        <p className="error" role="alert" id="follow-up-error">
          {failure}
        </p>
      )}
      <button type="submit" className="primary wide" disabled={busy}>
        {busy ? t('sending') : t('followUpSubmit')}
      </button>
    </form>
  );
}

function Notice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <main className="page notice">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </main>
  );
}

/** spec §8 "Review load error": an unknown or expired link says only that; a failed load can be retried. */
function Failure({
  error,
  language,
  retry,
}: {
  error: ReviewApiError;
  language: Language;
  retry: () => void;
}) {
  const t = (key: TextKey) => text(language, key);
  if (error.status === 404 || error.status === 400)
    return <Notice title={t('notFoundTitle')} message={t('notFoundText')} />;
  if (error.status === 410) return <Notice title={t('expiredTitle')} message={t('expiredText')} />;
  return (
    <Notice
      title={t('loadErrorTitle')}
      message={error.status === 0 ? t('networkError') : error.message || t('submitError')}
    >
      <button type="button" className="primary" onClick={retry}>
        {t('retry')}
      </button>
    </Notice>
  );
}
