// The performance budget of issue 8 / DESIGN §5, checked by `npm run bench`.

export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Milliseconds. */
  lcp: 1500,
  cls: 0.02,
  /** Milliseconds. */
  tbt: 100,
  /** Gzip bytes of JS loaded initially. */
  homeJs: 120 * 1024,
  routeJs: 150 * 1024,
  /** Gzip bytes of render-blocking CSS. */
  css: 15 * 1024,
} as const;
