import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers of the API, index.html and what else is produced per request are compressed on the fly
 * (brotli at quality 4, gzip at level 6: cheap per request; the web build's own files come
 * pre-compressed at the highest levels, web-app.ts). Whatever already has a Content-Encoding (a
 * pre-compressed file) passes untouched, and only text-like types are compressed (JSON, HTML, CSS,
 * JavaScript, SVG; not PDFs or images). The real-time socket (/socket.io) is not a Fastify route and
 * is not affected. Registered before the routes: the plugin hooks into each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // A whole answer up to 64 KB (every list page) is compressed in one synchronous call, ~0.1 ms for a
    // 12 KB page: cheaper in CPU than a zlib stream per answer (the plugin's default on 2 cores: 8 KB).
    syncThreshold: 64 * 1024,
    // Text, JSON, JavaScript and SVG; not octet-stream (uploads, downloads of unknown type).
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml|javascript)(?:;|$)/u,
  });
}
