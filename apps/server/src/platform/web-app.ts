import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isbot } from 'isbot';
import type { Side } from './auth/side.ts';
import { withInlinedStyles } from './inline-styles.ts';

/** The customer's offer link as offers.service.ts builds it: /accept-contract or /en/accept-contract. */
const OFFER_PAGE = /^(?:\/en)?\/accept-contract\/?(?:[?#]|$)/;
export const OFFER_PAGE_FILE = 'accept-contract.html';

/** The customer's review link as the reviews feature builds it: /customers-reviews or /en/customers-reviews. */
const REVIEW_PAGE = /^(?:\/en)?\/customers-reviews\/?(?:[?#]|$)/;
export const REVIEW_PAGE_FILE = 'customers-reviews.html';

/** A media session shared with the customer, as the media feature builds the link: /shared-media or /en/shared-media. */
const SHARED_MEDIA_PAGE = /^(?:\/en)?\/shared-media\/?(?:[?#]|$)/;
export const SHARED_MEDIA_PAGE_FILE = 'shared-media.html';

/** The web inquiry form of a company (ADR 056): /external?company=… or /en/external?company=…. */
const INQUIRY_PAGE = /^(?:\/en)?\/external\/?(?:[?#]|$)/;
export const INQUIRY_PAGE_FILE = 'external.html';

/** The sign-in page, /login.php or /en/login.php (any case, as the app's router matches it). */
const SIGN_IN_PAGE = /^(?:\/en)?\/login\.php\/?(?:[?#]|$)/i;
export const SIGN_IN_PAGE_FILE = 'login.html';

/** The start address, /, /en or /en/: it leads to sign-in. */
const START_PAGE = /^(?:\/en)?\/?(?:[?#]|$)/;

/** The pages open without an account: the start, sign-in, the customer's pages reached by their link, the inquiry form. */
const OPEN_PAGES = [START_PAGE, SIGN_IN_PAGE, OFFER_PAGE, REVIEW_PAGE, SHARED_MEDIA_PAGE, INQUIRY_PAGE];

/**
 * The customer's offer page for the server (apps/web/vite.ssr.config.ts): built beside the web app,
 * never served itself (ADR 062).
 */
export const OFFER_PAGE_RENDERER = path.join('server', 'offer-page.js');

/** What apps/web/src/accept-offer/server-render.tsx exports. */
interface OfferPageRenderer {
  renderOfferPage(offer: unknown, token: string, language: 'de' | 'en'): { markup: string; data: string };
}

export interface WebAppOptions {
  /**
   * The offer of a link, for the page's HTML (the offers feature's viewOfferForPage): null when the
   * link shows no offer (unknown, expired, too many requests), and the page renders in the browser.
   */
  offerForPage?: (token: string, ip: string) => Promise<unknown | null>;
}

/** The one asking for a page: its address and whether it only asks for the headers (HEAD). */
export interface PageClient {
  ip: string;
  method: string;
}

/** The meta tag telling the web app which side its page is on (the server alone knows ADMIN_URL). */
export const SIDE_META = 'maxer-side';

/**
 * The built web app, served by the same process: hashed assets with a long cache, and index.html for
 * every other non-API path (the browser router decides what it shows, its 404 view included).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const available = fs.existsSync(indexFile);
  if (available) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // Directories ("/", "/en/") are app paths, not listings: they fall through to index.html.
      // dist/server holds the offer page's server renderer (ADR 062): code for this process, not a page.
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.startsWith('/server/'),
      // The web build writes a .br and a .gz beside each file worth compressing (vite.config.ts): the
      // one the browser accepts goes out (Vary: Accept-Encoding), the file itself to anyone else.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderOffer = offerPageRenderer(distDir, options);

  return async function serveIndex(
    url: string,
    reply: FastifyReply,
    side: Side,
    userAgent?: string,
    client?: PageClient,
  ) {
    // A missing asset (an old chunk after a deployment) is a 404, never the page: the app then reloads.
    if (url.startsWith('/assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    // A crawler is never shown the app's error or not-found page (spec §8): it never signs in, so of
    // the app it can use only the pages open without an account; anything else is a plain 404 that
    // search engines take at its word, not an app shell answered with 200 (ADR 054).
    if (isbot(userAgent) && !OPEN_PAGES.some((page) => page.test(url))) {
      return reply
        .status(404)
        .header('x-robots-tag', 'noindex')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    if (!available) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    // The customer's offer page is its own small bundle (apps/web/accept-contract.html), not the app.
    // Its address carries the offer's secret, so no page it links to may learn it.
    if (OFFER_PAGE.test(url)) {
      reply.header('referrer-policy', 'no-referrer');
      // An open link's page comes rendered with its offer, so it paints before any script (ADR 062).
      // Not for a crawler or a link checker (HEAD): only a person's visit counts as the first view.
      const rendered =
        client && client.method === 'GET' && !isbot(userAgent) ? await renderOffer(url, client.ip) : null;
      // The rendered page carries the customer's data: like the API's answer, never stored.
      if (rendered)
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(rendered);
      return reply.header('cache-control', 'no-cache').sendFile(OFFER_PAGE_FILE, distDir);
    }
    // The review page likewise: its own small bundle, its address carrying the review's secret.
    if (REVIEW_PAGE.test(url)) {
      return reply
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .sendFile(REVIEW_PAGE_FILE, distDir);
    }
    // The shared media page likewise (ADR 048).
    if (SHARED_MEDIA_PAGE.test(url)) {
      return reply
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .sendFile(SHARED_MEDIA_PAGE_FILE, distDir);
    }
    // The web inquiry form likewise; unlike every other page it may be framed by any site (the
    // company's own website embeds it), so this answer alone allows any frame ancestor.
    if (INQUIRY_PAGE.test(url)) {
      const policy = String(reply.getHeader('content-security-policy') ?? '').replace(
        "frame-ancestors 'none'",
        'frame-ancestors *',
      );
      reply.removeHeader('x-frame-options');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy)
        .sendFile(INQUIRY_PAGE_FILE, distDir);
    }
    // A first visit of the sign-in page loads it on its own, not the app (ADR 040); inside the app the
    // same page is a route. An older build without it falls back to the app.
    const signIn = SIGN_IN_PAGE.test(url) && fs.existsSync(path.join(distDir, SIGN_IN_PAGE_FILE));
    // Read per request, like the assets: a rebuilt web app is served without a restart.
    const html = await fs.promises.readFile(
      signIn ? path.join(distDir, SIGN_IN_PAGE_FILE) : indexFile,
      'utf8',
    );
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withMeta(html, `<meta name="${SIDE_META}" content="${side}" />`));
  };
}

/** A tag into the page's head (or right after its doctype when the head is implied). */
function withMeta(html: string, tag: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${tag}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tag}`);
}

/**
 * The offer page's HTML for a link with an offer, rendered by the web build's renderer: null when
 * there is no renderer (an older build), no token, or no offer to show, and the plain page goes out.
 */
function offerPageRenderer(distDir: string, options: WebAppOptions) {
  const rendererFile = path.join(distDir, OFFER_PAGE_RENDERER);
  const htmlFile = path.join(distDir, OFFER_PAGE_FILE);
  return async (url: string, ip: string): Promise<string | null> => {
    if (!options.offerForPage) return null;
    const token = new URL(url, 'http://page').searchParams.get('token');
    if (!token || token.length < 20 || token.length > 200) return null;
    // Looked up per request like the other files: a rebuilt web app is rendered without a restart.
    const stat = await fs.promises.stat(rendererFile).catch(() => null);
    if (!stat) return null;
    const offer = await options.offerForPage(token, ip);
    if (!offer) return null;
    const renderer = (await import(
      `${pathToFileURL(rendererFile).href}?v=${stat.mtimeMs}`
    )) as OfferPageRenderer;
    const language = url.startsWith('/en/') || url.startsWith('/en?') ? 'en' : 'de';
    const { markup, data } = renderer.renderOfferPage(offer, token, language);
    // Its stylesheet comes inline: the offer paints from this one answer, with no request before it.
    const html = await withInlinedStyles(await fs.promises.readFile(htmlFile, 'utf8'), distDir);
    return html
      .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
  };
}
