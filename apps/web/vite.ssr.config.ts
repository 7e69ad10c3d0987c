import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The customer's offer page for the server (ADR 062): one self-contained module (React included) in
 * dist/server/offer-page.js, beside the web app's build but outside what the server serves
 * (apps/server/src/platform/web-app.ts refuses /server/…). Runs after the web app's build, which
 * empties dist first.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/accept-offer/server-render.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'offer-page.js' } },
  },
});
