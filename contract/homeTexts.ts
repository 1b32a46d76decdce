// The home page's lead texts (docs/product.md#home) as the repository seeds them: the hero's
// lines and each section's title and lead, the prose the firm words itself. They are content the
// firm edits from the console (decision 152); the page takes them from the page's data block, and
// only the build, the server and the tests import `homeTexts` itself. Lists, the statistics'
// figures, button and aria labels and image paths stay the page's own copy (src/content/home.ts).

export interface HomeTexts {
  hero: {
    /** The small line above the title. */
    eyebrow: string;
    /** The title's lines, in order: the page's only h1, one line each. */
    title: readonly string[];
    lead: string;
  };
  comparison: { title: string; lead: string };
  statistics: { title: string };
  taxWarning: {
    title: string;
    /** The deadlines and the penalty under the list. */
    note: string;
  };
  information: { title: string; paragraphs: readonly string[] };
  features: { title: string };
  cases: { title: string; lead: string };
  cta: { title: string; lead: string };
}

export const homeTexts: HomeTexts = {
  hero: {
    eyebrow: '상속·증여·양도 세무 원스톱 솔루션',
    title: ['상속과 증여,', '준비한 만큼 지킬 수 있습니다'],
    lead: '국세청 출신 세무사가 이끄는 상속증여 전담센터가 신고부터 절세 설계, 세무조사 대응까지 한 번에 책임집니다.',
  },
  comparison: {
    title: '같은 재산, 다른 결과',
    lead: '상속세는 언제, 누구와 준비하느냐에 따라 세액이 수억 원까지 달라집니다.',
  },
  statistics: { title: '상속세, 이제 일부 자산가만의 세금이 아닙니다' },
  taxWarning: {
    title: '이런 경우라면 지금 점검이 필요합니다',
    note: '상속세는 사망일이 속한 달의 말일부터 6개월, 증여세는 증여받은 달의 말일부터 3개월 안에 신고해야 하며, 늦으면 20% 이상의 가산세가 붙습니다.',
  },
  information: {
    title: '상속·증여 세무, 한곳에서 끝까지',
    paragraphs: [
      '상속증여 전담센터는 상속세·증여세·양도소득세만 다루는 전담 조직입니다. 재산 평가, 신고, 납부 설계, 세무조사 대응까지 담당 세무사 한 명이 처음부터 끝까지 책임집니다.',
      '가족마다 재산 구성과 상황이 다르기 때문에, 정해진 상품이 아니라 가족에게 맞는 계획을 함께 세웁니다.',
    ],
  },
  features: { title: '상속증여 전담센터를 선택하는 이유' },
  cases: {
    title: '숫자로 증명하는 절세 성공사례',
    lead: '예상 세액과 최종 세액의 차이가 전담센터의 실력입니다.',
  },
  cta: {
    title: '상속·증여 고민, 혼자 결정하지 마세요',
    lead: '첫 상담에서 예상 세액과 절세 방향을 함께 살펴봅니다.',
  },
};

/**
 * What each text is called in the console's editor, by its dotted path inside `home` (as
 * FIRM_FIELD_LABELS): every field of `HomeTexts`, the sections by their heading on the page.
 */
export const HOME_FIELD_LABELS: Record<string, string> = {
  hero: '첫 화면',
  'hero.eyebrow': '윗줄 문구',
  'hero.title': '제목 (한 줄씩)',
  'hero.lead': '소개 문구',
  comparison: '준비 여부 비교',
  'comparison.title': '제목',
  'comparison.lead': '소개 문구',
  statistics: '통계',
  'statistics.title': '제목',
  taxWarning: '점검이 필요한 경우',
  'taxWarning.title': '제목',
  'taxWarning.note': '신고 기한 안내',
  information: '센터 소개',
  'information.title': '제목',
  'information.paragraphs': '본문 문단',
  features: '선택하는 이유',
  'features.title': '제목',
  cases: '절세 성공사례',
  'cases.title': '제목',
  'cases.lead': '소개 문구',
  cta: '마지막 상담 안내',
  'cta.title': '제목',
  'cta.lead': '소개 문구',
};

/** The hero title as one text, its lines joined by line breaks (the h1 keeps them: pre-line). */
export const heroTitleText = (texts: HomeTexts) => texts.hero.title.join('\n');
