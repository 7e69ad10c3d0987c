import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { offerNewBuild } from './components/new-build-notice.tsx';
import { setAuthFailureHandler } from './lib/api.ts';
import { toastApiError } from './lib/api-error-toast.ts';
import { startBuildCheck } from './lib/build-check.ts';
import { listenForStaleChunks } from './lib/chunk-reload.ts';
import { listenForConnection } from './lib/connection.ts';
import { goToSignIn } from './lib/go-to-sign-in.ts';
import { createI18nWith, loadCatalogues } from './lib/i18n-instance.ts';
import { currentLanguage } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ensureSession } from './lib/session-auth.ts';
import { createAuthFailureHandler } from './lib/session-end.ts';
import { sessionStore } from './lib/session-store.ts';
import { createAppRouter } from './routes/router.ts';

// The language follows the path for the page's whole life: German at bare paths, English under /en.
const language = currentLanguage();
document.documentElement.lang = language;

listenForStaleChunks();
listenForConnection();
const i18n = createI18nWith(language, await loadCatalogues(language));
const queryClient = createQueryClient(toastApiError);
const router = createAppRouter({
  language,
  session: sessionStore,
  ensureSession: () => ensureSession(sessionStore),
});
setAuthFailureHandler(
  createAuthFailureHandler({
    store: sessionStore,
    queryClient,
    goToSignIn: () => goToSignIn(router),
    draftsKeptMessage: () => i18n.t('connection:draftsKept'),
  }),
);

// A tab left open across a deployment learns of the newer build and offers to reload (spec §9).
startBuildCheck(__MAXER_BUILD_ID__, () =>
  offerNewBuild({
    title: i18n.t('connection:newBuild.title'),
    text: i18n.t('connection:newBuild.text'),
    reload: i18n.t('connection:newBuild.reload'),
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} />
  </StrictMode>,
);
