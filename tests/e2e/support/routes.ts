import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { formatWon } from '../../../contract/format';
import { successCasePath } from '../../../contract/site';
import { firm } from '../../../src/content/firm';
import { PAGE_META } from '../../../src/content/pages';
import {
  SUCCESS_CASES,
  SUCCESS_RESULT_TEXT,
  savedTax,
  successCaseMeta,
} from '../../../src/content/successCases';

export interface RouteExpectation {
  title: string;
  heading: string | RegExp;
  /** Texts the visitor must find in the page's main region. */
  texts: (string | RegExp)[];
}

const caseTexts = SUCCESS_CASES.flatMap((item) => [item.title, formatWon(item.expectedTax)]);

export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  '/': {
    title: PAGE_META['/'].title,
    heading: /\S/,
    texts: ['상담 신청하기', '지금 상담 신청하기', SUCCESS_RESULT_TEXT, '2023', 'OECD'],
  },
  '/center-info': {
    title: PAGE_META['/center-info'].title,
    heading: /\S/,
    texts: [],
  },
  '/service': {
    title: PAGE_META['/service'].title,
    heading: /\S/,
    texts: [],
  },
  '/success-case': {
    title: PAGE_META['/success-case'].title,
    heading: /성공사례/,
    texts: [...caseTexts, SUCCESS_RESULT_TEXT],
  },
  '/review': {
    title: PAGE_META['/review'].title,
    heading: /고객후기/,
    texts: ['개씩 보기'],
  },
  '/apply-counsel': {
    title: PAGE_META['/apply-counsel'].title,
    heading: /\S/,
    texts: [
      ...Object.values(CONSULTATION_TYPE_LABELS),
      firm.address,
      `${firm.subway.exit}번 출구`,
      ...firm.counselPhones.map((phone) => phone.number),
    ],
  },
  '/faq': {
    title: PAGE_META['/faq'].title,
    heading: /자주 묻는 질문/,
    texts: ['6개월', '3개월', '20%', '상속증여전담센터 소개'],
  },
  '/job': {
    title: PAGE_META['/job'].title,
    heading: /\S/,
    texts: ['세무사', '회계 담당자', '세무 컨설턴트', '강남'],
  },
  ...Object.fromEntries(
    SUCCESS_CASES.map((item) => [
      successCasePath(item.id),
      {
        title: successCaseMeta(item.id).title,
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
