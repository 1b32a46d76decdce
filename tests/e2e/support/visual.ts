import { expect, type Page } from '@playwright/test';
import type { ConsultationType } from '../../../contract/consultationTypes';
import { REVIEW_API, type ReviewPublic, type ReviewWithContent } from '../../../contract/reviews';
import { DIRECTIONS_COPY } from '../../../src/content/counsel';
import { revealAll, settleAnimations } from './page';

/** The visit every screenshot is taken on: the status table's sample dates follow it. */
export const VISIT = new Date('2026-11-23T10:00:00+09:00');

const TYPES: ConsultationType[] = ['inheritance', 'gift', 'transfer', 'consulting'];
const AUTHORS = [
  '김*수',
  '이*',
  '박*영',
  '최**호',
  '정*',
  '강*진',
  '조*희',
  '윤**',
  '장*석',
  '임*',
];
const TITLES = [
  '부친 상속세 신고를 무사히 마쳤습니다',
  '아파트 증여 절세 방법을 친절히 알려주셨어요',
  '상가 양도 시기 조언 덕분에 세금을 줄였습니다',
  '가업승계 컨설팅 후기',
  '세무조사 대응까지 믿고 맡겼습니다',
  '배우자 상속공제 설명이 명쾌했습니다',
  '처음부터 끝까지 전담 세무사님이 챙겨주셨어요',
  '비상장주식 평가 결과에 만족합니다',
  '혼인 증여공제 적용을 꼼꼼히 검토해주셨습니다',
  '상속 부동산 평가 상담 감사합니다',
];

/** Ten fixed rows of a 137-review board (14 pages): the same pixels on every day of the year. */
export const REVIEW_PAGE: ReviewPublic[] = TITLES.map((title, index) => ({
  id: 137 - index,
  username: AUTHORS[index] ?? '홍*',
  title,
  consultation_type: TYPES[index % TYPES.length] ?? 'inheritance',
  created_at: new Date(Date.UTC(2026, 10, 20 - index, 1)).toISOString(),
  views: 12 + index * 7,
}));

export const OPENED_REVIEW: ReviewWithContent = {
  ...(REVIEW_PAGE[0] as ReviewPublic),
  content:
    '갑작스러운 상속으로 무엇부터 해야 할지 몰랐는데, 첫 상담에서 신고 기한과 필요한 서류를 ' +
    '정리해주셔서 마음이 놓였습니다. 재산 평가부터 신고까지 전담 세무사님이 직접 챙겨주셨고, ' +
    '예상보다 세금도 많이 줄었습니다. 주변에도 꼭 추천하겠습니다.',
};

/**
 * The review API answers with the fixed data above, so the board and its dialogs look the same on
 * every run (the real server dates reviews by the day they were written).
 */
export async function serveFixedReviews(page: Page) {
  await page.route(`**${REVIEW_API.list}?*`, (route) =>
    route.fulfill({ json: { items: REVIEW_PAGE, total: 137 } }),
  );
  const opened = OPENED_REVIEW.id;
  await page.route(`**${REVIEW_API.verify(opened)}`, (route) =>
    route.fulfill({ json: { verified: true, review: OPENED_REVIEW } }),
  );
  await page.route(`**${REVIEW_API.views(opened)}`, (route) =>
    route.fulfill({ json: { views: OPENED_REVIEW.views } }),
  );
}

/**
 * Fixes what would change between runs: the visit date, map tiles (offline here, and never the
 * same picture anyway: the map shows its designed fallback) and the review API.
 */
export async function fixTheWorld(page: Page) {
  await page.clock.setFixedTime(VISIT);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await serveFixedReviews(page);
}

/**
 * Brings the page to its final look: every Pretendard file applied (normally the rest waits for
 * the first interaction), every once-only reveal run, every image decoded, nothing moving.
 */
export async function settleForShot(page: Page) {
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(
      'link[data-fonts], link[data-deferred-fonts]',
    )) {
      link.media = 'all';
      link.disabled = false;
    }
  });
  await revealAll(page);
  // A full-page shot captures beyond the viewport, where the browser skips drawing sections with
  // content-visibility: auto (src/styles/global.css.ts); a visitor sees each one drawn as it
  // scrolls near, so the shot draws them all, with the containment `auto` keeps while drawn.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      element.style.contain = 'layout style paint';
    }
  });
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((image) => {
        // Lazy images outside any scrolled-to area (the carousel's far cards) would never load.
        image.loading = 'eager';
        return image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            });
      }),
    );
    await document.fonts.ready;
  });
  const directions = page.getByRole('region', { name: DIRECTIONS_COPY.heading });
  if (await directions.count()) {
    // The map's code loads only near the viewport.
    await directions.scrollIntoViewIfNeeded();
    await expect(page.getByText(DIRECTIONS_COPY.mapUnavailable)).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await settleAnimations(page);
}
