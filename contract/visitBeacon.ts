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
