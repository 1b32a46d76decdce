// The FAQ page's own copy; the items are content (contract/faq.ts).

import { faqDrawing } from './bannerDrawings';

export const FAQ_INTRO = {
  eyebrow: 'FAQ',
  title: '자주 묻는 질문',
  lead: '상속·증여를 앞두고 가장 많이 물어보시는 질문을 모았습니다. 더 궁금한 점은 상담으로 문의해 주세요.',
  drawing: faqDrawing,
  ctaLabel: '상담 신청하기',
} as const;
