import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { faq } from '../../../contract/faq';
import { firm } from '../../../contract/firm';
import { formatWon } from '../../../contract/format';
import { heroTitleText, homeTexts } from '../../../contract/homeTexts';
import { jobPositions } from '../../../contract/jobPositions';
import { type StaticPath, successCasePath } from '../../../contract/site';
import { successCases as SUCCESS_CASES } from '../../../contract/successCases';
import {
  CALCULATOR_BANNER,
  CALCULATOR_COPY,
  CALCULATOR_NOTICE,
  CALCULATOR_RULES,
} from '../../../src/content/calculator';
import { CENTER_INFO } from '../../../src/content/centerInfo';
import { COUNSEL_BANNER, COUNSEL_FORM_COPY, STATUS_TABLE_COPY } from '../../../src/content/counsel';
import { CTA, FEATURES, HERO, STATISTICS } from '../../../src/content/home';
import { JOB_BANNER, JOB_FORM_COPY } from '../../../src/content/jobs';
import { PAGE_META } from '../../../src/content/pages';
import { privacyIntro, privacySections } from '../../../src/content/privacyPolicy';
import { REVIEW_BOARD_COPY } from '../../../src/content/reviews';
import { PROCESS_STEPS, SERVICE_INTRO, SERVICES } from '../../../src/content/services';
import { SUCCESS_RESULT_TEXT, savedTax, successCaseMeta } from '../../../src/content/successCases';

export interface RouteExpectation {
  title: string;
  heading: string | RegExp;
  /** Texts the visitor must find in the page's main region. */
  texts: (string | RegExp)[];
}

const caseTexts = SUCCESS_CASES.flatMap((item) => [item.title, formatWon(item.expectedTax)]);

// Every static path must have its expectations (a missing one is a type error); success cases too.
export const ROUTE_EXPECTATIONS: Record<StaticPath, RouteExpectation> &
  Record<string, RouteExpectation> = {
  '/': {
    title: PAGE_META['/'].title,
    heading: heroTitleText(homeTexts),
    texts: [
      HERO.cta,
      CTA.button,
      ...STATISTICS.items.flatMap((item) => [item.value, item.label]),
      ...FEATURES.items.map((item) => item.title),
      SUCCESS_RESULT_TEXT,
    ],
  },
  '/center-info': {
    title: PAGE_META['/center-info'].title,
    heading: CENTER_INFO.banner.title,
    texts: [
      ...CENTER_INFO.intro.messages,
      ...CENTER_INFO.services.flatMap((service) => [service.title, ...service.lines]),
    ],
  },
  '/service': {
    title: PAGE_META['/service'].title,
    heading: SERVICE_INTRO.title,
    texts: [
      ...SERVICES.map((service) => service.title),
      ...PROCESS_STEPS.map((step) => step.title),
    ],
  },
  '/success-case': {
    title: PAGE_META['/success-case'].title,
    heading: PAGE_META['/success-case'].title.split(' | ')[0] ?? '',
    texts: [...caseTexts, SUCCESS_RESULT_TEXT],
  },
  '/review': {
    title: PAGE_META['/review'].title,
    heading: REVIEW_BOARD_COPY.title,
    texts: [REVIEW_BOARD_COPY.pageSizeOption(10), REVIEW_BOARD_COPY.writeButton],
  },
  '/apply-counsel': {
    title: PAGE_META['/apply-counsel'].title,
    heading: COUNSEL_BANNER.slogan,
    texts: [
      COUNSEL_FORM_COPY.heading,
      STATUS_TABLE_COPY.heading,
      ...Object.values(CONSULTATION_TYPE_LABELS),
      firm.address,
      `${firm.subway.exit}번 출구`,
      ...firm.counselPhones.map((phone) => phone.number),
    ],
  },
  '/faq': {
    title: PAGE_META['/faq'].title,
    heading: PAGE_META['/faq'].title.split(' | ')[0] ?? '',
    texts: [...faq.map((item) => item.question), '6개월', '3개월', '20%'],
  },
  '/job': {
    title: PAGE_META['/job'].title,
    heading: JOB_BANNER.title,
    texts: [
      ...jobPositions.flatMap((position) => [position.title, position.shortDescription]),
      jobPositions[0]?.location ?? '',
      JOB_FORM_COPY.heading,
    ],
  },
  '/privacy': {
    title: PAGE_META['/privacy'].title,
    heading: privacyIntro(firm).title,
    texts: [...privacySections(firm).map((section) => section.heading), firm.privacyOfficer.email],
  },
  '/calculator': {
    title: PAGE_META['/calculator'].title,
    heading: CALCULATOR_BANNER.title,
    texts: [
      CALCULATOR_COPY.heading,
      CALCULATOR_COPY.submit,
      CALCULATOR_RULES.bracketCaption,
      ...CALCULATOR_RULES.brackets.map((row) => row.range),
      CALCULATOR_NOTICE.heading,
    ],
  },
  ...Object.fromEntries(
    SUCCESS_CASES.map((item) => [
      successCasePath(item.id),
      {
        title: successCaseMeta(item).title,
        heading: item.title,
        texts: [
          formatWon(item.expectedTax),
          formatWon(item.finalTax),
          formatWon(savedTax(item)),
          SUCCESS_RESULT_TEXT,
        ],
      },
    ]),
  ),
};
