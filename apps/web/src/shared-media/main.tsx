import './shared-media.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromPath } from '../lib/language.ts';
import { sharedMediaApi } from './api.ts';
import { SharedMediaPage } from './shared-media-page.tsx';

/**
 * The customer's page of a shared media session (/shared-media?token=…, English under /en): its own
 * entry and bundle (shared-media.html), plain React without the app's UI library, router or i18next,
 * like the offer and review pages (ADR 048). The token never leaves this page except to the public API.
 */
const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
const token = new URLSearchParams(window.location.search).get('token');

const root = document.getElementById('root');
if (!root) throw new Error('shared-media.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <SharedMediaPage api={token ? sharedMediaApi(token, language) : null} language={language} />
  </StrictMode>,
);
