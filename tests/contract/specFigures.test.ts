import { expect, test } from 'vitest';
import { CONSULTATION_TYPE_LABELS, CONSULTATION_TYPES } from '../../contract/consultationTypes';
import { faq } from '../../contract/faq';
import { firm } from '../../contract/firm';
import { jobPositions } from '../../contract/jobPositions';
import { PORTFOLIO_KINDS, RESUME_KINDS } from '../../contract/jobs';
import {
  BREAKPOINT_MOBILE_PX,
  CAROUSEL,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_ORDER,
  HEADER_SCROLL_THRESHOLD_PX,
  MAP_ZOOM,
  PAGE_SIZES,
  PAGINATION_WINDOW,
  REVEAL,
  REVIEW_LIMITS,
  SORT_ORDERS,
  TICKER,
  TRANSPARENT_HEADER_PATHS,
} from '../../contract/limits';
import { SUCCESS_CASE_IDS } from '../../contract/site';
import { TAX_LAW } from '../../contract/taxLaw';
import { carouselMachine } from '../../machines/carouselMachine';
import { tickerMachine } from '../../machines/tickerMachine';
import { CENTER_INFO } from '../../src/content/centerInfo';
import { STATUS_ROWS } from '../../src/content/counsel';
import { STATISTICS } from '../../src/content/home';
import { PROCESS_STEPS, SERVICES } from '../../src/content/services';
import { REVEAL_ROOT_MARGIN } from '../../src/earlyReveal';

// Every figure the specification (shared/spec/website-spec.md) states, written out as the number
// it states. The other tests read these constants, so a constant changed by mistake would move
// every test with it; here it fails the test named for the sentence that promised the figure.
// The firm's facts and the FAQ are content staff may edit and publish; what is pinned here is the
// repository's seed, the text a fresh site starts with.

const 만 = 10_000;
const 억 = 100_000_000;

const carouselDelays = carouselMachine.implementations.delays;
const tickerDelays = tickerMachine.implementations.delays;

const FIGURES: ReadonlyArray<readonly [sentence: string, actual: unknown, stated: unknown]> = [
  // §2 Header and navigation, §4 Header, §9
  [
    'the header is solid once the visitor has scrolled more than 10 px',
    HEADER_SCROLL_THRESHOLD_PX,
    10,
  ],
  [
    'the header is transparent at the top of /, /apply-counsel, /center-info and /job',
    [...TRANSPARENT_HEADER_PATHS].sort(),
    ['/', '/apply-counsel', '/center-info', '/job'],
  ],
  ['screens 768 px wide or narrower get the hamburger menu', BREAKPOINT_MOBILE_PX, 768],
  // §2 Home, §9
  [
    'sections animate in when scrolled to 80 % of the viewport height',
    REVEAL.viewportFraction,
    0.8,
  ],
  [
    'before hydration too, a section is revealed at 80 % of the viewport height',
    REVEAL_ROOT_MARGIN,
    '0px 0px -20% 0px',
  ],
  // §1 Statistics and footer
  [
    'the statistics claim 20,000 inheritance tax payers in 2023',
    STATISTICS.items[0],
    expect.objectContaining({ value: '2만 명', label: expect.stringContaining('2023년') }),
  ],
  ['the footer carries a copyright line for 2025', firm.copyrightYear, 2025],
  // §2 Consultation application: directions
  [
    'the office is 5 minutes on foot from exit 4 of a Line 2 station',
    [firm.subway.line, firm.subway.exit, firm.subway.walkMinutes],
    ['2호선', 4, 5],
  ],
  // §2 Centre introduction, §9
  ["the centre page's scroll handler is throttled at 50 ms", REVEAL.centerInfoScrollThrottleMs, 50],
  ['the centre page shows a grid of three services', CENTER_INFO.services.length, 3],
  [
    'each centre service has two content lines',
    CENTER_INFO.services.map((service) => service.lines.length),
    [2, 2, 2],
  ],
  // §2 Services
  ['the services page lists five services', SERVICES.length, 5],
  ['the services page shows a six-step process', PROCESS_STEPS.length, 6],
  // §2 Success cases, §9
  ['the success cases are six cards', SUCCESS_CASE_IDS.length, 6],
  ['success cards fade in staggered by 0.1 s each', REVEAL.successCardStaggerMs, 100],
  // §2 Consultation application, §9
  ['the consultation-status table has 10 rows', STATUS_ROWS.length, 10],
  ['the status table has 10 rows (the constant)', TICKER.rows, 10],
  ['the status table auto-scrolls 1 px at a step', TICKER.stepPx, 1],
  ['the status table steps every 30 ms', TICKER.stepIntervalMs, 30],
  ['the status table machine steps every 30 ms', tickerDelays?.stepInterval, 30],
  ['at the bottom the status table pauses 1 s', TICKER.endPauseMs, 1000],
  ['the status table machine pauses 1 s at the bottom', tickerDelays?.endPause, 1000],
  ['the map is at zoom 16', MAP_ZOOM, 16],
  // §2 Reviews, §9
  ['the page-size selector offers 10, 15 or 20', [...PAGE_SIZES], [10, 15, 20]],
  ['the page size is 10 by default', DEFAULT_PAGE_SIZE, 10],
  ['the sort selector offers newest and oldest', [...SORT_ORDERS], ['newest', 'oldest']],
  ['the default sort is newest', DEFAULT_SORT_ORDER, 'newest'],
  ['pagination shows a window of 2 pages either side of the current one', PAGINATION_WINDOW, 2],
  // §2 FAQ
  ['the FAQ is an accordion of 7 questions', faq.length, 7],
  [
    'FAQ 1: inheritance tax is filed within 6 months, gift tax within 3, late by 20 % or more',
    faq[0]?.answer,
    [
      expect.stringContaining('6개월'),
      expect.stringContaining('3개월'),
      expect.stringContaining('20% 이상'),
    ],
  ],
  [
    'FAQ 2: lump-sum 5억, spouse at least 5억, 10억 in total with a spouse',
    faq[1]?.answer,
    [
      expect.stringContaining('5억 원'),
      expect.stringContaining('최소 5억 원'),
      expect.stringContaining('총 10억 원'),
    ],
  ],
  [
    'FAQ 3: spouse 6억, descendant 5천만 (minor 2천만), ascendant 5천만, relatives 1천만, marriage or birth 1억 within 2 years',
    faq[2]?.answer,
    [
      expect.stringContaining('6억 원'),
      expect.stringMatching(/5천만 원.*2천만 원/),
      expect.stringContaining('5천만 원'),
      expect.stringMatching(/6촌.*4촌.*1천만 원/),
      expect.stringMatching(/2년.*1억 원/),
    ],
  ],
  [
    'FAQ 5: descendants 1/2, ascendants 1/3, spouse 1/2; sibling shares struck down in April 2024',
    faq[4]?.answer.join(' '),
    expect.stringMatching(
      /직계비속은 법정상속분의 1\/2, 직계존속은 법정상속분의 1\/3, 배우자는 법정상속분의 1\/2.*2024년 4월/,
    ),
  ],
  [
    'FAQ 6: a tax audit reviews 10 years of account records',
    faq[5]?.answer.join(' '),
    expect.stringContaining('최근 10년간 계좌'),
  ],
  [
    "FAQ 7's button leads to /center-info",
    faq[6]?.link,
    { to: '/center-info', label: '상속증여전담센터 소개' },
  ],
  // §2 Recruitment
  ['the recruitment page shows three position cards', jobPositions.length, 3],
  // §3 Consultation types
  [
    'the consultation types are inheritance, gift, transfer and consulting',
    [...CONSULTATION_TYPES],
    ['inheritance', 'gift', 'transfer', 'consulting'],
  ],
  [
    'their labels are 상속세, 증여세, 양도소득세, 컨설팅',
    CONSULTATION_TYPES.map((type) => CONSULTATION_TYPE_LABELS[type]),
    ['상속세', '증여세', '양도소득세', '컨설팅'],
  ],
  // §4 Home carousel, §9
  ['the carousel moves 0.6 px per frame', CAROUSEL.speedPxPerFrame, 0.6],
  [
    'the carousel moves 0.5 px per frame at 768 px or narrower',
    CAROUSEL.speedPxPerFrameMobile,
    0.5,
  ],
  ['carousel cards are spaced 30 px apart', CAROUSEL.cardGapPx, 30],
  ['the carousel resumes 2 s after the touch ends', CAROUSEL.resumeAfterTouchMs, 2000],
  ['the carousel machine resumes 2 s after the touch ends', carouselDelays?.resumeAfterTouch, 2000],
  ['a jump to a card is a 0.8 s eased move', CAROUSEL.jumpDurationMs, 800],
  ['the carousel machine jumps in 0.8 s', carouselDelays?.jumpDuration, 800],
  ['after a jump the carousel pauses 2 s before moving on', CAROUSEL.postJumpPauseMs, 2000],
  ['the carousel machine pauses 2 s after a jump', carouselDelays?.postJumpPause, 2000],
  // §5 Review, §9
  ['a review author name is at most 10 characters', REVIEW_LIMITS.usernameMax, 10],
  ['a review password is at least 4 characters', REVIEW_LIMITS.passwordMin, 4],
  ['a review password is at most 20 characters', REVIEW_LIMITS.passwordMax, 20],
  ['a review title is at most 50 characters', REVIEW_LIMITS.titleMax, 50],
  ['a review content is at most 500 characters (counter n/500)', REVIEW_LIMITS.contentMax, 500],
  // §5 Job form
  ['the résumé accepts pdf, doc, docx', [...RESUME_KINDS], ['pdf', 'doc', 'docx']],
  [
    'the portfolio accepts pdf, zip, doc, docx',
    [...PORTFOLIO_KINDS],
    ['pdf', 'zip', 'doc', 'docx'],
  ],
  // §2 FAQ items 2 and 3 (the calculator uses the same figures)
  ['the lump-sum inheritance deduction is 5억', TAX_LAW.inheritance.lumpSum.value, 5 * 억],
  ['the spouse inheritance deduction is at least 5억', TAX_LAW.inheritance.spouseMin.value, 5 * 억],
  ['the gift deduction for a spouse is 6억', TAX_LAW.gift.spouse.value, 6 * 억],
  [
    'the gift deduction for a lineal descendant is 5천만',
    TAX_LAW.gift.toAdultDescendant.value,
    5000 * 만,
  ],
  [
    'the gift deduction for a minor lineal descendant is 2천만',
    TAX_LAW.gift.toMinorDescendant.value,
    2000 * 만,
  ],
  ['the gift deduction for a lineal ascendant is 5천만', TAX_LAW.gift.toAscendant.value, 5000 * 만],
  ['the gift deduction for other relatives is 1천만', TAX_LAW.gift.otherRelative.value, 1000 * 만],
  ['the marriage or childbirth gift deduction is 1억', TAX_LAW.gift.marriageOrBirth.value, 1 * 억],
];

test.each(FIGURES)('%s', (_sentence, actual, stated) => {
  expect(actual).toEqual(stated);
});
