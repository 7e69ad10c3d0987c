type Catalogue = Record<string, unknown>;

/** The app's English catalogues by namespace (the offer page's own is left to its bundle). */
const files = import.meta.glob<Catalogue>(
  [
    './en/*.json',
    '!./en/offer-page.json',
    '!./en/review-page.json',
    '!./en/shared-media.json',
    '!./en/inquiry-page.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

export const catalogues: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(files).map(([file, content]) => [/([^/]+)\.json$/.exec(file)?.[1] ?? file, content]),
);
