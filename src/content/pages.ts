// Per-route document metadata: used by the route `head` options and by the prerenderer.
import type { StaticPath } from '../../contract/site';

export interface PageMeta {
  title: string;
  description: string;
}

const SITE = '상속증여 전담센터';

export const PAGE_META = {
  '/': {
    title: `${SITE} | 상속세·증여세·양도소득세 원스톱 세무 상담`,
    description:
      '상속세·증여세·양도소득세 신고부터 절세 설계, 가업승계, 세무조사 대응까지. 국세청 출신 세무사가 이끄는 상속증여 전담센터가 가족의 자산을 지켜드립니다.',
  },
  '/center-info': {
    title: `센터 소개 | ${SITE}`,
    description:
      '상속증여 전담센터는 상속·증여·양도 세무를 한곳에서 처리하는 원스톱 전담 조직입니다.',
  },
  '/service': {
    title: `서비스 | ${SITE}`,
    description:
      '맞춤형 상속·증여세 신고 대행, 절세 플랜, 가업승계 컨설팅, 비상장주식 평가, 상속세 세무조사 대리까지 다섯 가지 전문 서비스를 소개합니다.',
  },
  '/success-case': {
    title: `성공사례 | ${SITE}`,
    description: '예상 세액과 최종 세액으로 보는 상속증여 전담센터의 실제 절세 성공사례입니다.',
  },
  '/review': {
    title: `고객후기 | ${SITE}`,
    description: '상속증여 전담센터에서 상담받은 고객들이 직접 남긴 후기를 확인하세요.',
  },
  '/apply-counsel': {
    title: `상담신청 | ${SITE}`,
    description: '상속세·증여세·양도소득세 상담을 신청하시면 전담 세무사가 빠르게 연락드립니다.',
  },
  '/faq': {
    title: `자주 묻는 질문 | ${SITE}`,
    description:
      '신고 기한, 상속·증여 공제, 납부 방법, 유류분, 세무조사 준비 등 자주 묻는 질문을 정리했습니다.',
  },
  '/calculator': {
    title: `상속세·증여세 계산기 | ${SITE}`,
    description:
      '상속재산과 가족 관계, 증여 금액을 입력하면 공제와 세율을 적용한 예상 상속세·증여세를 단계별로 계산해 드립니다.',
  },
  '/job': {
    title: `채용 | ${SITE}`,
    description: '상속증여 전담센터와 함께할 세무사, 회계 담당자, 세무 컨설턴트를 모집합니다.',
  },
  '/privacy': {
    title: `개인정보 처리방침 | ${SITE}`,
    description:
      '상속증여 전담센터가 상담 신청, 입사 지원, 고객후기에서 처리하는 개인정보의 항목, 목적, 보유 기간과 정보주체의 권리를 안내합니다.',
  },
} as const satisfies Record<StaticPath, PageMeta>;

/** The `head` option of a route: title and description, also read by the prerenderer. */
export function headFor(meta: PageMeta) {
  return {
    meta: [{ title: meta.title }, { name: 'description', content: meta.description }],
  };
}

/**
 * How the home page, FAQ items 2–3 and the consultation page point to /calculator, which is not
 * in the menu (docs/decisions.md 96). Here, in a module every page already loads, rather than in
 * content/calculator.ts with the calculator's copy and law figures, or in a chunk of its own.
 */
export const CALCULATOR_LINK = {
  label: '예상 세액 계산해 보기',
  lead: '세금이 얼마나 나올지 먼저 궁금하신가요?',
} as const;
