// The home page's own copy, section by section in the order of docs/product.md#home: lists, the
// statistics (the spec's two claims), button and aria labels, media. The hero's lines and each
// section's title and lead are content the firm words itself (contract/homeTexts.ts, decision 152).

export const HOME_COUNSEL_PATH = '/apply-counsel' as const;

export const HERO = {
  cta: '상담 신청하기',
  poster: { src: '/media/hero-poster.webp', width: 1600, height: 900 },
  video: '/media/hero-loop.webm',
} as const;

export const COMPARISON = {
  failure: {
    label: '준비 없이 맞은 상속',
    points: [
      '신고 기한이 임박해서야 재산 목록을 정리',
      '공제 요건을 놓쳐 배우자·일괄공제를 충분히 받지 못함',
      '부동산을 기준시가로만 신고해 세무조사에서 추징',
      '납부 재원이 부족해 급하게 자산을 처분',
    ],
  },
  success: {
    label: '전담센터와 준비한 상속',
    points: [
      '생전부터 10년 단위 증여 계획으로 과세표준을 분산',
      '배우자 공제와 동거주택 공제 등 요건을 미리 갖춤',
      '감정평가와 근거 서류로 세무조사까지 대비',
      '연부연납·물납으로 납부 일정을 여유 있게 설계',
    ],
  },
} as const;

export const STATISTICS = {
  items: [
    {
      value: '2만 명',
      label: '2023년 상속세 납세자',
      note: '집값 상승과 함께 상속세를 내는 가족이 빠르게 늘고 있습니다.',
    },
    {
      value: 'OECD 1위',
      label: 'OECD 회원국 중 가장 높은 상속세 실효세율',
      note: '같은 재산이라도 준비 여부에 따라 부담이 크게 달라집니다.',
    },
  ],
} as const;

export const TAX_WARNING = {
  items: [
    '부모님 명의의 아파트 한 채와 예금이 합쳐 10억 원을 넘는 경우',
    '자녀에게 전세보증금이나 주택 구입 자금을 보태 준 적이 있는 경우',
    '가족 법인이나 비상장주식을 보유하고 있는 경우',
    '최근 10년 사이 가족 간 계좌 이체가 잦았던 경우',
  ],
} as const;

export const INFORMATION = {
  image: {
    src: '/images/home/information.svg',
    width: 640,
    height: 480,
    alt: '세무사가 가족과 함께 상속 계획 서류를 검토하는 모습을 나타낸 그림',
  },
} as const;

export const FEATURES = {
  items: [
    {
      title: '원스톱 서비스',
      content:
        '상속·증여·양도 신고부터 재산 평가, 납부 설계, 사후 관리까지 한 번의 상담으로 모든 절차를 맡기실 수 있습니다.',
    },
    {
      title: '맞춤형 상속·증여 플랜',
      content:
        '가족 구성과 재산 현황을 분석해 공제와 분산 증여를 최대로 활용하는 우리 가족만의 절세 계획을 설계합니다.',
    },
    {
      title: '믿을 수 있는 세무조사 대비',
      content:
        '국세청 출신 세무사가 조사관의 시각으로 신고서를 점검하고, 10년치 금융 거래까지 미리 검토해 세무조사에 대비합니다.',
    },
  ],
} as const;

export const CASES_SECTION = {
  more: '성공사례 모두 보기',
} as const;

export const CAROUSEL_LABELS = {
  region: '절세 성공사례',
  slide: (position: number, total: number) => `${total}개 중 ${position}번째`,
  previous: '이전 사례',
  next: '다음 사례',
  pause: '자동 넘김 일시정지',
  play: '자동 넘김 재생',
  dots: '사례 선택',
  dot: (position: number) => `${position}번째 사례 보기`,
} as const;

export const CTA = {
  button: '지금 상담 신청하기',
} as const;
