// sharp (libvips), a sixth of a second of a start, is loaded at the first image a request needs
// (a photo, a logo, a signature), not when the server starts (ADR 063).

type Sharp = typeof import('sharp').default;

let loading: Promise<Sharp> | undefined;

/** sharp, loaded once. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps recent images for reuse; uploads are never the same image twice,
    // and with it on the server's memory grew with every photo (bench/media-upload.ts: +80 MB per 50
    // photos); without it, it stays flat after the first few (ADR 048).
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
