// The FAQ items (docs/product.md#pages) as the repository seeds them. The legal figures are the
// spec's, word for word. Like the firm's facts (contract/firm.ts) they are content the firm edits
// from the console (decision 150): the pages take them from the page's data block, and only the
// build, the server and the tests import `faq` itself. Answers are plain-text paragraphs, so the
// same data feeds the page and its FAQPage JSON-LD.

/** The pages an answer may link to. */
export const FAQ_LINK_TARGETS = ['/center-info', '/calculator'] as const;

/** How the console names each field of an item (paths inside one item, list indexes left out). */
export const FAQ_FIELD_LABELS: Record<string, string> = {
  question: '질문',
  answer: '답변 문단',
  link: '연결 버튼',
  'link.to': '연결할 페이지',
  'link.label': '버튼 문구',
};

/** The pages an answer may link to, as the console lists them. */
export const FAQ_LINK_TARGET_LABELS: Record<(typeof FAQ_LINK_TARGETS)[number], string> = {
  '/center-info': '센터 소개 (/center-info)',
  '/calculator': '세액 계산기 (/calculator)',
};

export interface FaqItem {
  id: number;
  question: string;
  /** Plain-text paragraphs, in order; no two alike. */
  answer: readonly string[];
  link?: { to: (typeof FAQ_LINK_TARGETS)[number]; label: string };
}

export const faq: readonly FaqItem[] = [
  {
    id: 1,
    question: '상속세와 증여세는 언제까지 신고해야 하나요?',
    answer: [
      '상속세는 상속개시일(사망일)이 속하는 달의 말일부터 6개월 이내에 신고하고 납부해야 합니다.',
      '증여세는 증여받은 날이 속하는 달의 말일부터 3개월 이내에 신고하고 납부해야 합니다.',
      '기한 안에 신고하지 않으면 20% 이상의 무신고 가산세가 부과되고, 납부가 늦어진 기간만큼 납부지연 가산세도 더해집니다.',
    ],
  },
  {
    id: 2,
    question: '상속공제는 얼마나 받을 수 있나요?',
    answer: [
      '일괄공제: 기초공제와 그 밖의 인적공제를 합한 금액 대신 5억 원을 한 번에 공제받을 수 있습니다.',
      '배우자 상속공제: 배우자가 있으면 실제로 상속받은 금액이 적더라도 최소 5억 원을 공제받습니다.',
      '따라서 배우자가 있는 경우 일괄공제 5억 원과 배우자 공제 5억 원을 더해 총 10억 원까지 공제받을 수 있습니다.',
    ],
    link: { to: '/calculator', label: '예상 세액 계산해 보기' },
  },
  {
    id: 3,
    question: '증여재산공제는 누구에게 얼마까지 적용되나요?',
    answer: [
      '배우자에게 증여하면 6억 원까지 공제됩니다.',
      '직계비속(자녀·손주)은 5천만 원까지, 미성년자인 경우 2천만 원까지 공제됩니다.',
      '직계존속(부모·조부모)은 5천만 원까지 공제됩니다.',
      '6촌 이내 혈족이나 4촌 이내 인척은 1천만 원까지 공제됩니다.',
      '혼인·출산 증여재산공제: 혼인신고일 전후 2년 이내 또는 자녀의 출생일부터 2년 이내에 부모 등 직계존속에게 증여받으면 1억 원을 추가로 공제받을 수 있습니다.',
    ],
    link: { to: '/calculator', label: '예상 세액 계산해 보기' },
  },
  {
    id: 4,
    question: '세금을 낼 돈이 부족하면 어떻게 하나요?',
    answer: [
      '분납: 납부할 세액이 일정 금액을 넘으면 일부를 신고기한이 지난 뒤 나누어 낼 수 있습니다.',
      '연부연납: 세무서에 담보를 제공하고 허가를 받으면 세금을 여러 해에 걸쳐 나누어 낼 수 있습니다.',
      '납부기한 연장: 재해나 사업상 심각한 어려움 등 법에서 정한 사유가 있으면 납부기한을 늦출 수 있습니다.',
      '어떤 방법이 유리한지는 상속재산의 구성과 현금 흐름에 따라 다르므로 신고 전에 함께 검토하는 것이 좋습니다.',
    ],
  },
  {
    id: 5,
    question: '유류분은 어떻게 계산되나요?',
    answer: [
      '유류분은 상속인이 최소한으로 보장받는 몫으로, 법정상속분을 기준으로 계산합니다.',
      '직계비속은 법정상속분의 1/2, 직계존속은 법정상속분의 1/3, 배우자는 법정상속분의 1/2이 유류분입니다.',
      '형제자매의 유류분은 2024년 4월 헌법재판소의 위헌 결정으로 더 이상 인정되지 않습니다.',
    ],
  },
  {
    id: 6,
    question: '상속세 세무조사는 어떻게 준비하나요?',
    answer: [
      '상속세 세무조사에서는 피상속인의 최근 10년간 계좌 거래 내역을 살펴 사전증여나 사용처가 불분명한 인출이 있었는지 확인합니다.',
      '큰 금액의 입출금마다 사용처를 증빙할 수 있는 자료(계약서, 영수증, 이체 내역 등)를 미리 정리해 두면 조사에 차분히 대응할 수 있습니다.',
    ],
  },
  {
    id: 7,
    question: '상속증여전담센터는 어떤 도움을 주나요?',
    answer: [
      '상속증여전담센터는 상속·증여·양도 세무를 한곳에서 처리하는 원스톱 서비스를 제공합니다.',
      '사전 절세 설계부터 신고 대행, 유류분·재산 분할 검토, 세무조사 대응까지 전담 세무사가 처음부터 끝까지 함께합니다.',
    ],
    link: { to: '/center-info', label: '상속증여전담센터 소개' },
  },
];
