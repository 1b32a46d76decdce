import type { SuccessCase } from './successCaseFields';

// The six success cases (docs/product.md#pages; the spec's three examples first) as the repository
// seeds them. Like the firm's facts and the FAQ they are content the firm edits from the console
// (decision 153): every text, amount and picture of a case. The set of cases is not: the six ids
// are fixed in contract/site.ts, because each one is a prerendered page with its own shell, a
// sitemap entry and a place in the server's redirects, all made at build time. The pages take the
// cases from the page's data block; only the build, the server and the tests import
// `successCases` itself. Amounts are whole won, formatted by formatWon (contract/format.ts); the
// fields are typed in contract/successCaseFields.ts.

export const successCases: readonly SuccessCase[] = [
  {
    id: 1,
    title: '상속재산 15억 원 상속세 신고',
    category: '상속세',
    expectedTax: 32_000_000,
    finalTax: 19_000_000,
    stamp: '상속세 컨설팅 2024.09',
    image: {
      src: '/images/cases/case-1.svg',
      width: 640,
      height: 400,
      alt: '주택과 예금으로 이루어진 상속재산을 나타낸 그림',
    },
    story: {
      client: '어머니를 여읜 두 자녀',
      situation: [
        '어머니가 남기신 재산은 서울의 아파트 한 채와 예금, 보험금이었습니다. 아버지는 먼저 돌아가셔서 두 자녀가 상속인이었습니다.',
        '처음 받은 안내는 아파트를 시세로 평가하고 일괄공제만 적용한 계산이었고, 가족은 예상보다 큰 세액에 놀라 센터를 찾았습니다.',
      ],
      strategy: [
        {
          title: '금융재산 상속공제 적용',
          description:
            '예금과 보험금 등 금융재산을 모두 확인해 금융재산 상속공제를 빠짐없이 적용했습니다.',
        },
        {
          title: '아파트 감정평가',
          description:
            '거래가 드문 단지라 유사 매매사례가액 대신 감정평가를 받아 합리적인 가액으로 평가했습니다.',
        },
        {
          title: '채무·장례비용 공제',
          description: '어머니의 병원비와 장례비용, 남은 대출을 증빙해 상속재산에서 차감했습니다.',
        },
        {
          title: '기한 내 신고',
          description: '신고기한 안에 신고를 마쳐 신고세액공제까지 받았습니다.',
        },
      ],
      result: [
        '최종 세액이 처음 안내보다 크게 줄었고, 추가 소명 요구 없이 신고가 마무리되었습니다.',
        '두 자녀는 절약한 세금으로 상속받은 아파트의 대출을 일부 상환했습니다.',
      ],
    },
  },
  {
    id: 2,
    title: '20억 원 아파트 부담부증여',
    category: '증여세',
    expectedTax: 560_000_000,
    finalTax: 190_000_000,
    stamp: '증여세 컨설팅 2024.06',
    image: {
      src: '/images/cases/case-2.svg',
      width: 640,
      height: 400,
      alt: '부담부증여한 아파트를 나타낸 그림',
    },
    story: {
      client: '은퇴를 앞둔 부부와 30대 자녀',
      situation: [
        '아버지 명의의 아파트를 자녀에게 물려주려 했습니다. 아파트에는 전세보증금과 담보대출이 함께 얽혀 있었습니다.',
        '단순 증여로 신고하면 아파트 시가 전체에 높은 증여세율이 적용되어 자녀가 세금을 낼 수 없는 상황이었습니다.',
      ],
      strategy: [
        {
          title: '부담부증여로 구조 변경',
          description:
            '전세보증금과 담보대출을 자녀가 인수하는 부담부증여로 바꿔, 채무만큼은 증여가 아닌 양도로 과세되게 했습니다.',
        },
        {
          title: '양도소득세 부분 점검',
          description:
            '아버지의 보유 기간과 주택 수를 확인해 양도로 보는 부분의 양도소득세 부담을 최소화했습니다.',
        },
        {
          title: '감정평가로 가액 확정',
          description: '증여 직전 감정평가를 받아 증여재산가액을 분명히 했습니다.',
        },
        {
          title: '채무 상환 계획',
          description:
            '인수한 채무를 자녀가 자기 소득으로 갚아 나가는 계획을 세워 세무서의 사후관리에 대비했습니다.',
        },
      ],
      result: [
        '증여세와 양도소득세를 합한 전체 세 부담이 크게 줄었습니다.',
        '자녀는 채무 상환 계획까지 갖춘 채 아파트를 넘겨받았습니다.',
      ],
    },
  },
  {
    id: 3,
    title: '250억 원 빌딩 양도',
    category: '양도소득세',
    expectedTax: 6_000_000_000,
    finalTax: 4_500_000_000,
    stamp: '양도소득세 컨설팅 2024.03',
    image: {
      src: '/images/cases/case-3.svg',
      width: 640,
      height: 400,
      alt: '양도한 상업용 빌딩을 나타낸 그림',
    },
    story: {
      client: '상업용 빌딩을 오래 보유한 가족',
      situation: [
        '30년 넘게 공동으로 보유한 강남의 빌딩을 매각하게 되었습니다.',
        '취득 당시 계약서가 남아 있지 않아 취득가액을 입증하기 어려웠고, 그대로라면 양도차익 대부분에 세금이 붙을 상황이었습니다.',
      ],
      strategy: [
        {
          title: '취득가액 재산정',
          description:
            '취득 당시 감정가액과 환산취득가액을 비교해 근거가 분명하고 유리한 방법으로 취득가액을 산정했습니다.',
        },
        {
          title: '자본적 지출 반영',
          description:
            '보유 기간 동안의 증축과 리모델링 비용을 자료로 정리해 필요경비로 반영했습니다.',
        },
        {
          title: '지분별 공제 점검',
          description:
            '공동 소유자별 지분과 보유 기간에 따른 장기보유특별공제를 하나씩 점검했습니다.',
        },
        {
          title: '잔금 시기 조정',
          description: '지분 일부의 잔금 시기를 다음 과세연도로 나누어 누진세율 부담을 낮췄습니다.',
        },
      ],
      result: [
        '양도소득세가 크게 줄었고, 세무서의 추가 소명 요구에도 준비한 자료로 바로 답할 수 있었습니다.',
        '매각 대금으로 다음 세대를 위한 증여 계획까지 함께 세웠습니다.',
      ],
    },
  },
  {
    id: 4,
    title: '제조업 가업승계 비상장주식 증여',
    category: '가업승계',
    expectedTax: 1_200_000_000,
    finalTax: 450_000_000,
    stamp: '가업승계 컨설팅 2023.11',
    image: {
      src: '/images/cases/case-4.svg',
      width: 640,
      height: 400,
      alt: '가업을 잇는 공장 건물을 나타낸 그림',
    },
    story: {
      client: '2대째 제조업체를 운영하는 대표',
      situation: [
        '창업주인 대표가 아들에게 회사 주식을 넘기려 했지만, 최근 이익이 늘어 비상장주식 평가액이 크게 올라 있었습니다.',
        '후계자는 이미 회사에서 일하고 있었지만 가업승계 특례의 요건을 갖추었는지 확인한 적이 없었습니다.',
      ],
      strategy: [
        {
          title: '비상장주식 재평가',
          description:
            '순손익가치와 순자산가치를 다시 계산하고, 일시적인 이익이 평가에 미치는 영향을 검토했습니다.',
        },
        {
          title: '과세특례 요건 점검',
          description:
            '업력과 후계자의 경영 참여 등 가업승계 증여세 과세특례의 요건을 하나씩 확인하고 적용했습니다.',
        },
        {
          title: '사업 무관 자산 정리',
          description:
            '업무와 관계없는 자산을 정리해 특례가 적용되는 주식 가치의 비율을 높였습니다.',
        },
        {
          title: '사후관리 일정 수립',
          description: '승계 후에도 요건을 지킬 수 있도록 연간 점검 일정을 만들었습니다.',
        },
      ],
      result: [
        '증여세가 크게 줄었고, 후계자는 경영권과 함께 안정적인 승계 계획을 갖게 되었습니다.',
      ],
    },
  },
  {
    id: 5,
    title: '상속세 세무조사 추징 대응',
    category: '세무조사',
    expectedTax: 800_000_000,
    finalTax: 120_000_000,
    stamp: '세무조사 대리 2023.08',
    image: {
      src: '/images/cases/case-5.svg',
      width: 640,
      height: 400,
      alt: '세무조사 서류 검토를 나타낸 그림',
    },
    story: {
      client: '아버지 상속 후 세무조사 통지를 받은 삼 남매',
      situation: [
        '상속세 신고 후 세무조사에서 아버지 계좌의 현금 인출 수십 건이 사전증여로 의심받았습니다.',
        '가족은 인출금이 어디에 쓰였는지 기억만 있을 뿐 정리된 자료가 없어 큰 추징을 예고받았습니다.',
      ],
      strategy: [
        {
          title: '10년간 계좌 정리',
          description:
            '최근 10년간의 계좌 거래를 한 건씩 정리해 인출금의 사용처를 표로 만들었습니다.',
        },
        {
          title: '사용처 소명',
          description:
            '병원비, 생활비, 경조사비 등 사용처가 확인된 인출을 증빙과 함께 소명했습니다.',
        },
        {
          title: '쟁점 좁히기',
          description:
            '국세청 조사 경험을 바탕으로 과세 근거가 부족한 항목을 짚어 의견서를 제출했습니다.',
        },
      ],
      result: [
        '대부분의 인출이 사전증여가 아닌 것으로 인정되어 추징 세액이 크게 줄었습니다.',
        '조사는 예정보다 일찍 끝났고, 가족은 남은 상속 절차에 집중할 수 있었습니다.',
      ],
    },
  },
  {
    id: 6,
    title: '배우자 공제를 활용한 30억 원 상속',
    category: '상속세',
    expectedTax: 640_000_000,
    finalTax: 310_000_000,
    stamp: '상속세 컨설팅 2023.05',
    image: {
      src: '/images/cases/case-6.svg',
      width: 640,
      height: 400,
      alt: '배우자와 자녀에게 나눈 상속재산을 나타낸 그림',
    },
    story: {
      client: '남편을 여읜 배우자와 두 자녀',
      situation: [
        '상속재산은 부동산과 금융자산을 합쳐 약 30억 원이었습니다.',
        '가족은 재산 대부분을 자녀에게 나누려 했는데, 그대로 신고하면 배우자 상속공제를 최소한도로만 받게 되는 상황이었습니다.',
      ],
      strategy: [
        {
          title: '분할 협의 설계',
          description:
            '배우자가 법정상속분 범위 안에서 실제로 더 많이 상속받도록 분할 협의를 설계해 배우자 상속공제를 넓혔습니다.',
        },
        {
          title: '분할기한 준수',
          description:
            '배우자 상속재산 분할기한 안에 등기와 명의 이전을 마쳐 공제 요건을 갖췄습니다.',
        },
        {
          title: '2차 상속까지 계산',
          description:
            '배우자의 재산이 다시 자녀에게 넘어갈 때의 세액까지 함께 계산해 재산이 한쪽에 지나치게 몰리지 않게 했습니다.',
        },
      ],
      result: [
        '이번 상속세가 절반 이하로 줄었습니다.',
        '2차 상속까지 고려한 재산 배분으로 가족 모두가 납득하는 결과를 얻었습니다.',
      ],
    },
  },
];
