import './review-page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromPath } from '../lib/language.ts';
import { reviewApi } from './api.ts';
import { ReviewPage } from './review-page.tsx';

/**
 * The customer's review page (/customers-reviews?token=…, English under /en): its own entry and bundle
 * (customers-reviews.html), plain React without the app's UI library, router or i18next, so it opens
 * fast on a phone. The token never leaves this page except to the public API (no-referrer).
 */
// The e-mailed link carries /en exactly when the review was asked in English (reviews feature).
const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
const token = new URLSearchParams(window.location.search).get('token');

const root = document.getElementById('root');
if (!root) throw new Error('customers-reviews.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <ReviewPage api={token ? reviewApi(token, language) : null} language={language} />
  </StrictMode>,
);
