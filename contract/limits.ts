// Every number the product promises lives here, so client, server and tests agree.

export const BREAKPOINT_MOBILE_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Routes whose header stays transparent until the visitor scrolls past the threshold. */
export const TRANSPARENT_HEADER_PATHS = ['/', '/apply-counsel', '/center-info', '/job'] as const;

export function hasTransparentTop(path: string): boolean {
  return (TRANSPARENT_HEADER_PATHS as readonly string[]).includes(path);
}

export const CAROUSEL = {
  speedPxPerFrame: 0.6,
  speedPxPerFrameMobile: 0.5,
  cardGapPx: 30,
  resumeAfterTouchMs: 2000,
  jumpDurationMs: 800,
  postJumpPauseMs: 2000,
} as const;

export const REVEAL = {
  /** Sections animate in when their top reaches 80 % of the viewport height. */
  viewportFraction: 0.8,
  successCardStaggerMs: 100,
  centerInfoScrollThrottleMs: 50,
} as const;

export const TICKER = {
  stepPx: 1,
  stepIntervalMs: 30,
  endPauseMs: 1000,
  rows: 10,
} as const;

export const MAP_ZOOM = 16;
/** With no map tile loaded by then, /apply-counsel shows the plain directions fallback. */
export const MAP_TILE_TIMEOUT_MS = 8000;

/**
 * A form sent before hydration that the server can take without JavaScript is posted natively
 * when the page's scripts have not come this long after the press (src/earlyInput.ts): a lost
 * script file must not swallow a request. Beyond Slow 3G's hydration budget, with room.
 */
export const EARLY_SUBMIT_NATIVE_AFTER_MS = 12_000;

export const REVIEW_LIMITS = {
  usernameMax: 10,
  passwordMin: 4,
  passwordMax: 20,
  titleMax: 50,
  contentMax: 500,
} as const;

export const PAGE_SIZES = [10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const SORT_ORDERS = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'newest';

/** Pages shown either side of the current page in the pagination bar. */
export const PAGINATION_WINDOW = 2;

export const CONSULTATION_LIMITS = {
  nameMax: 30,
  phoneMax: 20,
  contentMax: 2000,
} as const;

export const JOB_LIMITS = {
  nameMax: 30,
  emailMax: 254,
  phoneMax: 20,
  introductionMax: 2000,
  experienceMax: 2000,
  /** The longest file name most file systems allow. */
  fileNameMax: 255,
  resumeMaxBytes: 10 * 1024 * 1024,
  portfolioMaxBytes: 20 * 1024 * 1024,
} as const;

/**
 * How much the public upload (job applications) may store, so no one outside can fill the disk
 * (decision 120). Defaults of the server's UPLOAD_* and STORAGE_FREE_FLOOR_MB settings
 * (docs/operations.md). Bytes are those of stored files, counted over the last hour; an upload
 * in progress counts with its whole declared size until it ends.
 */
export const UPLOAD_QUOTA = {
  /** Three complete applications with both files an hour from one address. */
  bytesPerHourPerAddress: 3 * (JOB_LIMITS.resumeMaxBytes + JOB_LIMITS.portfolioMaxBytes),
  /** About 70 complete applications an hour from everyone together. */
  bytesPerHour: 2 * 1024 * 1024 * 1024,
  concurrentPerAddress: 2,
  concurrent: 20,
  /** Below this much free space where uploads are written, uploads are refused (507). */
  freeFloorBytes: 1024 * 1024 * 1024,
} as const;

/** Wrong-password attempts allowed per client on one review inside the window. */
export const PASSWORD_ATTEMPTS = {
  max: 5,
  windowMinutes: 15,
} as const;

/**
 * The shared limit of one review across all clients (docs/decisions.md 52). A client that has
 * guessed a review's password wrong within `suspectHours` is checked through the review's queue:
 * one check every `spacingBaseMs`, doubled for every `doublingEvery` wrong guesses the review has
 * had in that period, at most `spacingMaxMs` apart. A client without a wrong guess never waits
 * in it. No check waits longer than `maxWaitMs` (then 429).
 */
export const PASSWORD_GUARD = {
  suspectHours: 24,
  spacingBaseMs: 1_000,
  doublingEvery: 20,
  spacingMaxMs: 60_000,
  maxWaitMs: 10_000,
  /** An in-flight check older than this belongs to a process that died; it no longer blocks. */
  staleAfterSeconds: 30,
} as const;

/**
 * Personal-data retention (docs/product.md#retention): the one setting the consent texts, the privacy policy
 * (/privacy) and `npm run purge` all read, so what the firm publishes is what it does. Changing
 * it is a code change and a rebuild, never an environment variable the published pages ignore.
 */
export const RETENTION = {
  consultationsDays: 3 * 365,
  jobApplicationsDays: 365,
  /**
   * The staff access records (접속기록, 개인정보의 안전성 확보조치 기준 §8): at least two years
   * where the data is sensitive or large, which a tax office's is. The database refuses to delete
   * younger ones (server/db/migrations/005_access_records.sql); the purge passes this number.
   */
  accessRecordsYears: 2,
  /** The site's daily visit totals (no personal data, docs/product.md#visit-counting). */
  visitTotalsMonths: 25,
} as const;

/** The /calculator's inputs (docs/product.md#calculator): amounts in won up to 1조, at most this many children. */
export const CALCULATOR_LIMITS = {
  amountMax: 1_000_000_000_000,
  childrenMax: 10,
  /** Heirs and dependants aged 65 or over the form offers (연로자공제). */
  elderlyMax: 10,
  /** Disabled heirs and dependants one estimate takes (장애인공제). */
  disabledMax: 10,
  /** The deceased's parents or grandparents who inherit (two of each degree: two, or four). */
  ascendantHeirsMax: 4,
  /** Brothers and sisters who inherit when no one before them does. */
  siblingsMax: 10,
  /** The years a date of death or gift may be in: the law since 1950, a gift planned ahead. */
  yearMin: 1950,
  yearMax: 2100,
} as const;

/**
 * Bounds on what one request may make the server do, whatever it carries (decision 119). No JSON
 * body of this API nests deeper than 3; a deeper one is refused (400) before anything walks it.
 */
export const REQUEST_SHAPE = {
  jsonDepthMax: 32,
} as const;

/**
 * What one character may be made of, beside the character counts above (which count what a
 * visitor sees: grapheme clusters). A "character" can otherwise hold thousands of code points.
 * The longest emoji sequences in use are 10 code points (👩🏻‍❤️‍💋‍👨🏼); Korean typed on a Mac
 * (decomposed jamo) is 3; Thai and Vietnamese stack up to 3 marks.
 */
export const TEXT_SHAPE = {
  /** A field of `max` characters holds at most `max × codePointsPerCharacter` code points. */
  codePointsPerCharacter: 10,
  marksPerCharacterMax: 4,
} as const;

/**
 * A review's views count a browser once per window (docs/decisions.md 192): the same browser
 * (address and user agent) opening the same review again within it does not raise them.
 */
export const REVIEW_VIEWS = {
  repeatWindowSeconds: 30 * 60,
} as const;
