import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HttpProxy, type Plugin } from 'vite';
import { buildInfo } from './build/build-info.ts';
import { precompress } from './build/precompress.ts';

/** Where `npm run dev` of the server listens; the dev server forwards API and socket traffic there. */
const API_ORIGIN = 'http://localhost:3000';

/** Third-party code in a few long-lived chunks, so a deployment that changes only app code keeps them cached. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // @mantine/form stays out too: only the pages with a form load it (lib/use-schema-form.ts); and
  // @mantine/charts, which only the admin pages' charts load (with recharts, group `charts` below).
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!tiptap[\\/]|form[\\/]|charts[\\/])/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  {
    name: 'socket',
    test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // The rich-text editor's libraries load with the first editor only (components/rich-text-editor);
  // @mantine/tiptap stays out of the mantine chunk, or it would pull ProseMirror into every page.
  // Last: a group also takes the dependencies of its modules, so the groups above claim what they
  // share with the editor (Mantine core, use-sync-external-store) and this one keeps only its own.
  {
    name: 'editor',
    test: /node_modules[\\/](@mantine[\\/]tiptap|@tiptap|prosemirror-[a-z]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
  },
  // The admin home page's and live dashboard's charts (@mantine/charts on recharts), loaded with them only.
  {
    name: 'charts',
    test: /node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
  },
  // The review page's one domain module (its list of areas) in a chunk of its own, claimed before the
  // domain chunk takes it along with the schemas that import it: a few bytes that would otherwise pull
  // that chunk and zod onto the customer's phone.
  { name: 'review-areas', test: /packages[\\/]domain[\\/]src[\\/]reviews[\\/]review-areas\.ts$/ },
  // The shared-media page's likewise: the media types and limits, without zod (ADR 048).
  { name: 'media-types', test: /packages[\\/]domain[\\/]src[\\/]media[\\/]media-types\.ts$/ },
  // The web inquiry form's schema (ADR 056) with the two small modules it needs, likewise: the form's
  // page checks its fields with it and would otherwise load the whole start chunk of the domain. With
  // it the room counter's sum (volume/inventory-count.ts, no imports of its own; ADR 055).
  {
    name: 'inquiry-schema',
    test: /packages[\\/]domain[\\/]src[\\/](inquiries[\\/]inquiry\.schemas|i18n|workspace[\\/]labels|volume[\\/]inventory-count)\.ts$/,
  },
  // The domain's modules the customer's offer page needs (prices, error messages, signature limits), none
  // of which imports zod: claimed before the domain chunk, which carries schemas and so zod, so the
  // offer page loads neither (ADR 062; e2e accept-offer.spec.ts fails if zod comes back).
  {
    name: 'offer-domain',
    test: /packages[\\/]domain[\\/]src[\\/](constants|money|i18n|errors[\\/](catalogue|message)|offers[\\/]signature-limits|pricing[\\/](arithmetic|cleaning|compute|discount|display|disposal|lines|priced-services|relocation|rounding|service|vat))\.ts$/,
  },
  // The domain's modules a page loads at start (the list queries the router checks, constants, the
  // offer page's own) in one chunk, not a dozen sub-kilobyte ones that each cost a request and ~1 KB
  // of headers. The schemas behind forms stay with the pages that have them.
  { name: 'domain', test: /packages[\\/]domain[\\/]src[\\/]/, tags: ['$initial' as const] },
  // The same for the app's own start modules (session, API client, the routes' list checks): one chunk.
  // The one module the offer page shares with the app is claimed first, so the offer page never loads it.
  { name: 'language', test: /apps[\\/]web[\\/]src[\\/]lib[\\/]language\.ts$/ },
  // The download helper's core, shared by the office app and the customer's offer page (ADR 054).
  { name: 'download-core', test: /apps[\\/]web[\\/]src[\\/]lib[\\/]download-core\.ts$/ },
  // The upload queue, shared by the office's media page and the customer's shared-media page.
  { name: 'upload-queue', test: /apps[\\/]web[\\/]src[\\/]lib[\\/]upload-queue\.ts$/ },
  // The few start modules the sign-in page (login.html) shares with the app, so it never loads the app's.
  { name: 'start', test: /apps[\\/]web[\\/]src[\\/]lib[\\/](cookies|host|api-error|guards)\.ts$/ },
  // The sign-in page itself, shared by login.html and the app's /login.php route.
  { name: 'sign-in', test: /apps[\\/]web[\\/]src[\\/]sign-in[\\/](?!main\.tsx$)/ },
  {
    name: 'app',
    test: /apps[\\/]web[\\/]src[\\/](?!accept-offer[\\/]|review-page[\\/]|shared-media[\\/]|inquiry-page[\\/]|public-page[\\/]|sign-in[\\/]|locales[\\/])/,
    tags: ['$initial' as const],
  },
];

/**
 * The API server lets a real-time connection in only from its own addresses (PUBLIC_URL, ADMIN_URL:
 * localhost:3000 and admin.localhost:3000 in development). A page of this dev server has the dev
 * server's origin, so its handshake is presented with the same host on the API's port. Only this dev
 * server's own pages (Origin host = Host) are rewritten: any other origin passes unchanged and is refused.
 */
function presentDevPagesAsApiOrigin(proxy: HttpProxy.ProxyServer) {
  proxy.on('proxyReqWs', (proxyReq, request) => {
    const { origin, host } = request.headers;
    if (!origin || !host || !URL.canParse(origin)) return;
    const page = new URL(origin);
    if (page.host !== host) return;
    proxyReq.setHeader('origin', `${page.protocol}//${page.hostname}:${new URL(API_ORIGIN).port}`);
  });
}

/** The dev server's answer to the offer link, like the server's (apps/server/src/platform/web-app.ts). */
function offerPageInDev(): Plugin {
  return {
    name: 'maxer-offer-page-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        const page =
          /^(?:\/en)?\/(accept-contract|customers-reviews|shared-media|external)\/?(?:[?#]|$)/.exec(url);
        if (page) {
          const query = url.indexOf('?');
          request.url = `/${page[1]}.html${query >= 0 ? url.slice(query) : ''}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), offerPageInDev(), buildInfo(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Three pages: the app; the customer's offer page (/accept-contract), a separate small bundle
      // that shares no UI library with the app (e2e/tests/accept-offer.spec.ts checks its size); and the
      // sign-in page as a first visit loads it (/login.php, ADR 040), the app's sign-in without the app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'accept-contract': fileURLToPath(new URL('./accept-contract.html', import.meta.url)),
        // The customer's review page (/customers-reviews), small like the offer page (e2e reviews.spec.ts).
        'customers-reviews': fileURLToPath(new URL('./customers-reviews.html', import.meta.url)),
        // The customer's shared media page (/shared-media), small like the review page (ADR 048).
        'shared-media': fileURLToPath(new URL('./shared-media.html', import.meta.url)),
        // The company's web inquiry form (/external), small like the review page (ADR 056).
        external: fileURLToPath(new URL('./external.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
      treeshake: {
        // The domain package is pure (no I/O, no globals) but does not say so in its package.json: without
        // this, its zod schemas would ride along on every page, not only on the forms that use them.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/socket.io': { target: API_ORIGIN, ws: true, configure: presentDevPagesAsApiOrigin },
    },
  },
  preview: { port: 4173 },
});
