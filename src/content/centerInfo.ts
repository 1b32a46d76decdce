import { CENTRE } from '../../contract/firm';
import { centerInfoDrawing } from './bannerDrawings';

// /center-info (docs/product.md#pages): intro messages, three services (title + two lines each), call to action.

export interface CenterService {
  title: string;
  lines: readonly [string, string];
}

export const CENTER_INFO = {
  banner: {
    eyebrow: 'ABOUT US',
    title: CENTRE.name,
    lead: `상속·증여·양도 세무만을 전담하는 조직으로, ${CENTRE.brand} 브랜드로 운영합니다.`,
    drawing: centerInfoDrawing,
  },
  intro: {
    title: '센터 소개',
    messages: [
      '상속은 한 번뿐이지만, 그 결과는 가족의 삶에 오래 남습니다.',
      '상속증여 전담센터는 상속·증여·양도 세무만을 다루는 전담 조직입니다.',
      '국세청 출신 세무사와 분야별 전문가가 한 팀이 되어 처음부터 끝까지 함께합니다.',
      '복잡한 세법은 저희가 맡겠습니다. 가족은 중요한 결정에만 집중하세요.',
    ],
  },
  servicesTitle: '센터가 하는 일',
  services: [
    {
      title: '원스톱 세무 서비스',
      lines: [
        '재산 조사부터 신고와 납부 계획까지 한곳에서 처리합니다.',
        '필요한 전문가와의 협업도 센터가 직접 조율합니다.',
      ],
    },
    {
      title: '맞춤형 상속·증여 플랜',
      lines: [
        '가족 구성과 자산에 맞춰 증여 시기와 방법을 설계합니다.',
        '2차 상속까지 내다본 장기 절세 전략을 세웁니다.',
      ],
    },
    {
      title: '든든한 세무조사 대비',
      lines: [
        '국세청 출신 세무사가 신고 단계부터 쟁점을 점검합니다.',
        '소명 자료 준비부터 조사 대리까지 끝까지 책임집니다.',
      ],
    },
  ] satisfies readonly CenterService[],
  cta: {
    title: '지금 상황을 들려주세요',
    body: '전담 세무사가 직접 검토하고 가장 알맞은 방법을 안내해 드립니다.',
    label: '상담 신청하기',
  },
} as const;
