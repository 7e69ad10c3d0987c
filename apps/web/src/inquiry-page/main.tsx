import './inquiry-page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromPath } from '../lib/language.ts';
import { inquiryApi } from './api.ts';
import { InquiryPage } from './inquiry-page.tsx';

/**
 * The company's web inquiry form (/external?company=…, English under /en): its own entry and bundle
 * (external.html), plain React without the app's UI library, router or i18next, so it opens fast on
 * a phone and inside the company's own website (ADR 056).
 */
const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
const company = new URLSearchParams(window.location.search).get('company');

const root = document.getElementById('root');
if (!root) throw new Error('external.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <InquiryPage api={company ? inquiryApi(company, language) : null} language={language} />
  </StrictMode>,
);
