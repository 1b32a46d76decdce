// The public paths of the site, shared by the router's consumers: the server (which redirects
// every other path to /), the prerenderer and the sitemap.

export const STATIC_PATHS = [
  '/',
  '/center-info',
  '/service',
  '/success-case',
  '/review',
  '/apply-counsel',
  '/faq',
  '/job',
  '/calculator',
  '/privacy',
] as const;
export type StaticPath = (typeof STATIC_PATHS)[number];

export const SUCCESS_CASE_IDS = [1, 2, 3, 4, 5, 6] as const;
export type SuccessCaseId = (typeof SUCCESS_CASE_IDS)[number];

export function successCasePath(id: SuccessCaseId): string {
  return `/success-case/${id}`;
}

export const SITE_PATHS: readonly string[] = [
  ...STATIC_PATHS,
  ...SUCCESS_CASE_IDS.map(successCasePath),
];

export function isSuccessCaseId(value: number): value is SuccessCaseId {
  return (SUCCESS_CASE_IDS as readonly number[]).includes(value);
}

const SUCCESS_CASE_PREFIX = '/success-case/';

/**
 * Where a path the site does not have is sent: an unknown success case goes back to the list
 * (docs/product.md#success-cases), anything else to the home page (docs/product.md#pages).
 */
export function redirectTargetFor(path: string): string {
  return path.startsWith(SUCCESS_CASE_PREFIX) ? '/success-case' : '/';
}

/**
 * Where the two forms that carry personal data post when no script handles them (their own
 * page's path, always POST), and the page the server then sends the visitor to.
 */
export const NATIVE_FORM_PATHS = {
  consultation: { action: '/apply-counsel', received: '/apply-counsel/received' },
  job: { action: '/job', received: '/job/received' },
} as const satisfies Record<string, { action: StaticPath; received: string }>;
