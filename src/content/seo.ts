import { CENTRE, type Firm } from '../../contract/firm';
import { scriptSafeJson } from '../siteContent';

// Static, per-URL head tags written into each prerendered page by scripts/prerender.ts: the
// canonical URL, Open Graph / Twitter cards and JSON-LD. They are read by crawlers, which load
// every URL fresh, so they never need to change on a client-side navigation and stay out of the
// client bundle; the title and description, which a visitor sees change, come from each route's
// `head` (src/content/pages.ts).

/** Where the site is published; set SITE_URL at build time. */
export const DEFAULT_SITE_URL = 'https://www.example.com';

export const OG_IMAGE = {
  path: '/og.jpg',
  width: 1200,
  height: 630,
  alt: `${CENTRE.name} — 상속세·증여세·양도소득세 원스톱 세무 솔루션`,
} as const;

export interface SeoInput {
  /** The page's path, e.g. `/success-case/3`. */
  path: string;
  title: string;
  description: string;
  siteUrl: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** `<link rel=canonical>`, Open Graph and Twitter tags of one page, as HTML. */
export function socialTags({ path, title, description, siteUrl }: SeoInput): string {
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, OG_IMAGE.path);
  const properties: [string, string][] = [
    ['og:type', path === '/' ? 'website' : 'article'],
    ['og:site_name', CENTRE.name],
    ['og:locale', 'ko_KR'],
    ['og:url', url],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:image:width', String(OG_IMAGE.width)],
    ['og:image:height', String(OG_IMAGE.height)],
    ['og:image:alt', OG_IMAGE.alt],
  ];
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
    ['twitter:image:alt', OG_IMAGE.alt],
  ];
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    ...properties.map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeAttribute(content)}">`,
    ),
    ...names.map(
      ([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`,
    ),
  ].join('\n    ');
}

/** schema.org AccountingService for the home page, from the firm's facts. */
export function accountingServiceData(siteUrl: string, firm: Firm) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: `${firm.legalName} ${CENTRE.name}`,
    alternateName: CENTRE.name,
    url: absoluteUrl(siteUrl, '/'),
    image: absoluteUrl(siteUrl, OG_IMAGE.path),
    telephone: firm.mainPhone,
    faxNumber: firm.fax,
    email: firm.email,
    taxID: firm.businessRegistrationNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address,
      postalCode: firm.postalCode,
      addressCountry: 'KR',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: firm.coordinates.lat,
      longitude: firm.coordinates.lng,
    },
    contactPoint: firm.counselPhones.map((phone) => ({
      '@type': 'ContactPoint',
      contactType: phone.label,
      telephone: phone.number,
      availableLanguage: 'ko',
    })),
    areaServed: 'KR',
    knowsAbout: ['상속세', '증여세', '양도소득세', '가업승계'],
  };
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** schema.org FAQPage for /faq: plain question and answer text. */
export function faqPageData(items: readonly QuestionAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A JSON-LD block. `<` is escaped so no text can close the script element early. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}
