// What /calculator says about its input. Apart from contract/messages.ts, which the consultation,
// review and job forms load, so their pages do not carry the calculator's sentences.
import { CALCULATOR_LIMITS } from './limits';

export const CALCULATOR_MESSAGES = {
  amountRequired: '금액을 입력해주세요.',
  amountNotNumber: '숫자로 입력해주세요. 예: 1,500,000,000 또는 15억',
  amountNegative: '0원 이상의 금액을 입력해주세요.',
  amountTooLarge: `${CALCULATOR_LIMITS.amountMax / 1_000_000_000_000}조 원 이하로 입력해주세요.`,
  spouseShareTooLarge: '배우자가 상속받는 금액은 상속재산가액보다 클 수 없습니다.',
  financialTooLarge: '순금융재산은 상속재산가액보다 클 수 없습니다.',
  minorAgesInvalid:
    '미성년 자녀의 만 나이를 0~18 사이 숫자로, 쉼표로 나누어 입력해주세요. 예: 7, 12',
  tooManyMinors: '미성년자가 자녀와 대습상속하는 손주를 합친 수보다 많습니다.',
  representedLinesInvalid: `먼저 돌아가신 자녀마다 그 자녀의 자녀 수를 쉼표로 나누어 입력해주세요. 예: 2, 1 (최대 ${CALCULATOR_LIMITS.childrenMax}명씩 ${CALCULATOR_LIMITS.childrenMax}줄)`,
  tooManyRenounced: '상속을 포기한 분이 그 순위의 상속인 수보다 많습니다.',
  everyoneRenounced:
    '모두 상속을 포기하면 다음 순위의 상속인이 상속받습니다. 이 경우의 세액(공제 한도 포함)은 세무사가 계산해 드립니다.',
  disabledInvalid: `장애인인 분의 성별과 만 나이를 쉼표로 나누어 입력해주세요. 예: 남 45, 여 70 (최대 ${CALCULATOR_LIMITS.disabledMax}명)`,
  giftDeductionsTooLarge: '증여 때 받은 공제는 그 증여재산보다 클 수 없습니다.',
  homeTooLarge: '주택가액은 상속재산가액보다 클 수 없습니다.',
  skippedShareTooLarge: '손자녀 등이 받는 재산은 상속재산가액보다 클 수 없습니다.',
  skippedGiftsTooLarge: '세대를 건너뛴 증여는 10년 내 증여 합계보다 클 수 없습니다.',
  spouseGiftsTooLarge: '배우자가 받은 증여는 10년 내 상속인에게 한 증여 합계보다 클 수 없습니다.',
  dateInvalid: `날짜를 2024-05-31처럼 입력해주세요 (${CALCULATOR_LIMITS.yearMin}~${CALCULATOR_LIMITS.yearMax}년).`,
  lawInForce: (from: string) => `적용 세법: ${from}부터 시행 중인 상속세 및 증여세법의 세율과 공제`,
  lawToday: (what: string) =>
    `${what}을 비워 두셔서 오늘 기준으로 계산했습니다. 10년 합산 등 기간은 ${what}부터 거꾸로 셉니다.`,
  lawEarlier: (what: string, day: string, from: string) =>
    `${what} ${day}은 지금의 세법이 시행된 ${from}보다 앞섭니다. 이 계산은 지금의 세법으로 한 것이며, 그때의 세법으로는 세무사가 계산해 드립니다. 그날 없던 혼인·출산 공제는 빼고 계산했습니다.`,
  tenYears: (what: string, day: string, start: string) =>
    `10년 합산: ${what} ${day}부터 거꾸로 10년, ${start} 이후의 증여를 더합니다.`,
  presumedWindows: (oneYear: string, twoYears: string) =>
    `추정상속재산: 1년 안은 ${oneYear} 이후, 2년 안은 ${twoYears} 이후입니다.`,
  unexplainedTooLarge: '쓴 곳을 모르는 돈은 찾거나 빌린 돈보다 클 수 없습니다.',
  assumedDebtTooLarge: '넘겨받는 채무는 증여재산가액보다 클 수 없습니다.',
  otherDeductionTooLarge: '그 증여 때 받은 공제는 그 증여보다 클 수 없습니다.',
} as const;

/** The calculator's arithmetic could not be fetched (offline after the page came). */
export const CALCULATOR_UNAVAILABLE =
  '계산에 필요한 파일을 받지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해주세요.';
