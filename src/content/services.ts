// /service (docs/product.md#pages "Services page details"): five services with their detail lines, the six-step
// process and the closing message.

import { serviceDrawing } from './bannerDrawings';

export interface ServiceItem {
  id: 1 | 2 | 3 | 4 | 5;
  title: string;
  /** One sentence shown beside the title while the panel is closed. */
  summary: string;
  /** The detail panel's lines. */
  description: readonly string[];
}

export const SERVICE_INTRO = {
  eyebrow: 'SERVICE',
  title: '서비스',
  lead: '상속·증여·양도까지, 자산이 다음 세대로 건너가는 모든 순간을 전담 세무사가 함께 설계하고 신고합니다.',
  servicesTitle: '전문 서비스',
  processTitle: '업무 진행 절차',
  processLead: '상담 신청부터 결과 보고까지, 진행 상황을 단계마다 알려드립니다.',
  drawing: serviceDrawing,
} as const;

export const SERVICES: readonly ServiceItem[] = [
  {
    id: 1,
    title: '맞춤형 상속·증여세 신고 대행',
    summary: '재산 조사부터 신고서 제출까지 한 번에 맡기세요.',
    description: [
      '상속재산과 사전증여재산을 빠짐없이 조사하고 평가 방법별 세액을 비교합니다.',
      '적용 가능한 공제와 감면을 모두 검토해 가장 유리한 방법으로 신고합니다.',
      '신고 후 세무서 문의와 보완 요청에도 끝까지 대응합니다.',
    ],
  },
  {
    id: 2,
    title: '상속·증여세 절세 플랜',
    summary: '미리 준비할수록 세금은 줄어듭니다.',
    description: [
      '가족 구성과 자산 현황을 바탕으로 증여 시기와 대상, 금액을 설계합니다.',
      '10년 합산 과세와 공제 한도를 고려해 단계별 증여 계획을 세웁니다.',
      '상속세 재원 마련과 2차 상속까지 내다본 장기 플랜을 제안합니다.',
    ],
  },
  {
    id: 3,
    title: '가업승계 컨설팅',
    summary: '회사와 가족을 함께 지키는 승계 설계.',
    description: [
      '가업상속공제와 가업승계 증여세 과세특례의 요건을 사전에 점검합니다.',
      '지분 구조와 후계자 경영 참여 일정을 고려한 승계 로드맵을 만듭니다.',
      '승계 이후 사후관리 요건을 지킬 수 있도록 정기적으로 관리합니다.',
    ],
  },
  {
    id: 4,
    title: '비상장주식 가치평가',
    summary: '세금의 출발점인 주식 가치를 정확하게.',
    description: [
      '상속세 및 증여세법의 보충적 평가방법으로 순손익가치와 순자산가치를 산정합니다.',
      '평가 기준일 선택과 자산 재평가가 세액에 미치는 영향을 비교합니다.',
      '평가 근거를 문서로 남겨 세무조사에서도 설명할 수 있게 준비합니다.',
    ],
  },
  {
    id: 5,
    title: '상속세 세무조사 대리',
    summary: '국세청 출신 세무사가 조사 전 과정을 대리합니다.',
    description: [
      '조사 통지 직후 쟁점을 미리 파악하고 소명 자료를 준비합니다.',
      '금융거래 내역과 사전증여 여부에 대한 질문에 근거를 갖춰 대응합니다.',
      '부당한 과세에는 과세전적부심사와 불복 절차까지 이어서 진행합니다.',
    ],
  },
];

export interface ProcessStep {
  title: string;
  description: string;
}

/** Spec §2: the six steps, in order. */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: '상담 신청',
    description: '전화나 온라인으로 상담을 신청하시면 담당 세무사가 연락드립니다.',
  },
  {
    title: '사전 자료 제출 및 검토',
    description: '가족관계와 재산 현황 자료를 받아 쟁점과 예상 세액을 검토합니다.',
  },
  {
    title: '계약 체결 및 서류 제출',
    description: '업무 범위와 일정을 확정해 계약하고 필요한 서류를 안내합니다.',
  },
  {
    title: '신고 및 업무 진행',
    description: '재산 평가와 공제 검토를 마친 뒤 기한 안에 신고를 진행합니다.',
  },
  {
    title: '세금 납부 준비',
    description: '분납·연부연납 등 납부 방법을 비교해 자금 계획을 함께 세웁니다.',
  },
  { title: '결과 보고', description: '신고 결과와 향후 관리 사항을 정리한 보고서를 드립니다.' },
];

export const SERVICE_CLOSING = {
  title: '가족의 자산, 처음부터 끝까지 함께 지키겠습니다.',
  body: '상속과 증여는 한 번의 결정이 오랜 시간 영향을 남깁니다. 지금 상황을 들려주시면 가장 알맞은 방법을 찾아드리겠습니다.',
  label: '상담 신청하기',
} as const;
