type Catalogue = Record<string, unknown>;

/** The app's German catalogues by namespace (the offer page's own is left to its bundle). */
const files = import.meta.glob<Catalogue>(
  [
    './de/*.json',
    '!./de/offer-page.json',
    '!./de/review-page.json',
    '!./de/shared-media.json',
    '!./de/inquiry-page.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

export const catalogues: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(files).map(([file, content]) => [/([^/]+)\.json$/.exec(file)?.[1] ?? file, content]),
);
