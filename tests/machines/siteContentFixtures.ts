import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../contract/contentLimits';
import { firm } from '../../contract/firm';
import { type ContentState, repositoryContent, type SiteContent } from '../../contract/siteContent';
import { STAFF_MESSAGES } from '../../contract/staff';
import type { SiteContentEvent } from '../../machines/siteContentTypes';
import { notFound } from './staffFixtures';

// The server answers, edits and files siteContentMachine's model test walks through: content with
// one FAQ question, a draft that changes the phone, and the failures each call can meet.

export const PHONE = '02-555-1234';
// One question is enough to add to, empty and remove; the repository's seven made every list
// length a state of its own and path generation took minutes.
export const published: SiteContent = {
  ...repositoryContent,
  faq: repositoryContent.faq.slice(0, 1),
};
const phoned: SiteContent = { ...published, firm: { ...firm, mainPhone: PHONE } };
const BLANK_ITEM = { id: 2, question: '', answer: [''] };
const version = (n: number, changed: string[]) => ({
  version: n,
  published_by: n === 1 ? 'seed' : '박대표',
  published_at: `2026-11-2${n}T01:00:00.000Z`,
  reverted_from: n === 3 ? 1 : null,
  changed,
});
export const noDraft: ContentState = {
  published: { version: 1, content: published },
  draft: null,
  history: [version(1, [])],
};
export const withDraft: ContentState = {
  ...noDraft,
  draft: {
    revision: 7,
    content: phoned,
    updated_by: '이직원',
    updated_at: '2026-11-25T02:00:00.000Z',
  },
};
export const publishedPhone: ContentState = {
  published: { version: 2, content: phoned },
  draft: null,
  history: [version(2, ['firm.mainPhone']), version(1, [])],
};
export const reverted: ContentState = {
  published: { version: 3, content: published },
  draft: null,
  history: [version(3, ['firm.mainPhone']), ...publishedPhone.history],
};

// The confirmation names the draft's one change: the phone.
export const PHONE_CHANGE = [{ part: 'firm', label: '회사 정보', changes: '대표 전화' }];
// A map link that names a point, and a short share link that names none.
const KAKAO_LINK = 'https://map.kakao.com/link/map/사무실,37.5012,127.0396';
export const KAKAO_POINT = { lat: 37.5012, lng: 127.0396 };
export const SHORT_LINK = 'https://naver.me/5abcDEFg';

export const refusedPhone = {
  failure: { kind: 'http', status: 400, detail: CONTENT_MESSAGES.phone },
};
export const ownerOnly = {
  failure: { kind: 'http', status: 403, detail: STAFF_MESSAGES.ownerOnly },
};
export const outdated = {
  failure: { kind: 'http', status: 409, detail: CONTENT_MESSAGES.versionOutdated },
};
export const draftGone = notFound(CONTENT_MESSAGES.noDraft);

const IMAGE_PATH = ['successCases', 0, 'image'] as const;
// As large as is allowed: the limit itself is sent, one byte more is not.
const photo = { name: 'office.jpg', size: CONTENT_LIMITS.imageMaxBytes } as File;
const tooBig = { name: 'raw.png', size: CONTENT_LIMITS.imageMaxBytes + 1 } as File;
export const uploaded = {
  src: `/images/uploads/${'a'.repeat(64)}-640.webp`,
  width: 640,
  height: 400,
};
export const refusedType = {
  failure: { kind: 'http', status: 415, detail: CONTENT_MESSAGES.imageType },
};

export const EVENTS: SiteContentEvent[] = [
  { type: 'EDITED', path: ['firm', 'mainPhone'], value: PHONE },
  { type: 'EDITED', path: ['firm', 'mainPhone'], value: '전화' },
  { type: 'ITEM_ADDED', path: ['faq'], item: BLANK_ITEM },
  { type: 'ITEM_REMOVED', path: ['faq'], index: 0 },
  { type: 'IMAGE_CHOSEN', path: IMAGE_PATH, file: photo },
  { type: 'IMAGE_CHOSEN', path: IMAGE_PATH, file: tooBig },
  { type: 'SAVE' },
  { type: 'DISCARD' },
  { type: 'PUBLISH' },
  { type: 'REVERT', version: 1 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'PREVIEW', path: '/faq' },
  { type: 'PREVIEW_CLOSED' },
  { type: 'RETRY' },
  { type: 'MAP_LINK_PASTED', text: KAKAO_LINK },
  { type: 'MAP_LINK_PASTED', text: SHORT_LINK },
];
