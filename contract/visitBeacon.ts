// What a page's beacon sends and the bounds the server holds it to: plain values without imports,
// so the few hundred bytes of src/visits.ts every page carries bring nothing else along.

/** Where a page's beacon posts (`navigator.sendBeacon`, a text/plain JSON body). */
export const VISIT_API = '/api/visits';

/**
 * What the beacon may say. The other conversions (a consultation, review or job application
 * sent) are counted by the server where it stores them, so no page can claim them.
 */
export const BEACON_EVENTS = [
  'view',
  'calculator_estimate',
  'estimate_carried',
  'phone_tapped',
] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** `document.referrer` as a page sends it at most; the server keeps only its host. */
export const BEACON_REFERRER_MAX = 512;

export const VISIT_LIMITS = {
  /** A beacon is `{"e":"view","p":"/success-case/6","r":"https://…"}`: a few hundred bytes. */
  bodyBytesMax: 1024,
  /** A page's path as the site has them (SITE_PATHS); anything longer is not one. */
  pathMax: 40,
  referrerMax: BEACON_REFERRER_MAX,
  /** A host name is at most 253 characters (RFC 1035); shorter ones are the rule. */
  referrerHostMax: 100,
  /** Distinct referring hosts kept per day; later ones of the day are counted as OTHER_REFERRER. */
  referrersPerDay: 50,
  /** Beacons per client address per minute (a visitor reading sends a few). */
  beaconsPerMinute: 60,
  /** Daily totals are deleted after this many months by `npm run purge`. */
  retentionMonths: 25,
  /** The longest range the console asks for at once (a year and a leap day). */
  rangeDaysMax: 366,
  /** Bits of a day's visitor sketch (server/db/visits.ts): 8 KB a day, near-exact to thousands. */
  sketchBits: 65_536,
} as const;
