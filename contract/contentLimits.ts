import { JOB_POSITION_IDS } from './jobs';
import { SUCCESS_CASE_IDS } from './site';

// The limits of the content the firm publishes from the console, and the Korean messages a draft,
// an upload or a publishing call is refused with. The rules that use them are
// contract/contentSchemas.ts; the server and the console read both.

export const CONTENT_LIMITS = {
  textMax: 100,
  shortTextMax: 30,
  representativesMax: 5,
  counselPhonesMax: 4,
  processorsMax: 10,
  historyPageSize: 20,
  faqItemsMax: 30,
  questionMax: 200,
  paragraphMax: 1_000,
  paragraphsMax: 10,
  /** Every fixed position id at most once (contract/jobs.ts). */
  jobPositionsMax: JOB_POSITION_IDS.length,
  jobTagsMax: 5,
  jobSummaryMax: 200,
  jobItemMax: 200,
  jobItemsMax: 10,
  heroTitleLinesMax: 3,
  leadMax: 300,
  /** A case's amounts, in won: up to 10조 원, far above any case and well inside exact numbers. */
  amountMax: 10_000_000_000_000,
  strategyStepsMax: 8,
  /** An uploaded picture's file (decision 154); a phone's photo is 2–4 MB. */
  imageMaxBytes: 5 * 1024 * 1024,
  /**
   * The most pixels an upload may decode to (40 million: a 50-megapixel camera is refused, a
   * 30000×30000 "decompression bomb" long before it is decoded).
   */
  imageMaxPixels: 40_000_000,
  imageDimensionMax: 4_000,
  /** The office's map point: inside the Republic of Korea, in degrees. */
  latitudeMin: 33,
  latitudeMax: 39,
  longitudeMin: 124,
  longitudeMax: 132,
} as const;

export const CONTENT_MESSAGES = {
  required: '값을 입력해주세요.',
  tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  phone: '전화번호는 숫자와 하이픈으로 입력해주세요. (예: 02-555-1234)',
  businessRegistrationNumber: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  email: '이메일 주소 형식이 올바르지 않습니다.',
  postalCode: '우편번호는 숫자 5자리입니다.',
  latitude: `위도는 대한민국 안(${CONTENT_LIMITS.latitudeMin}~${CONTENT_LIMITS.latitudeMax})의 값이어야 합니다.`,
  longitude: `경도는 대한민국 안(${CONTENT_LIMITS.longitudeMin}~${CONTENT_LIMITS.longitudeMax})의 값이어야 합니다.`,
  wholeNumber: (min: number, max: number) => `${min}~${max} 사이의 정수를 입력해주세요.`,
  listSize: (min: number, max: number) => `${min}개에서 ${max}개까지 입력할 수 있습니다.`,
  day: '날짜는 2000-01-01부터 2100-12-31 사이의 실제 날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  invisible: '줄바꿈, 탭, 보이지 않는 문자는 쓸 수 없습니다.',
  faqIdsRepeat: '질문 번호가 겹칩니다. 질문마다 다른 번호를 써주세요.',
  paragraphsRepeat: '같은 문단이 두 번 들어 있습니다.',
  linkTarget: '연결할 페이지를 목록에서 골라주세요.',
  unsaved: '저장하지 않은 수정이 있습니다. 먼저 초안으로 저장해주세요.',
  jobPositionId: '포지션 구분은 정해진 목록(세무사, 회계 담당자, 세무 컨설턴트)에서 골라주세요.',
  jobPositionsRepeat: '같은 포지션이 두 번 들어 있습니다. 포지션마다 한 번만 넣어주세요.',
  jobOpen: '모집 중인지 여부를 골라주세요.',
  itemsRepeat: '같은 항목이 두 번 들어 있습니다.',
  nothingToPublish: '게시된 내용과 같습니다. 바꾼 뒤에 게시해주세요.',
  noDraft: '저장된 초안이 없습니다.',
  draftChanged:
    '그사이 초안이 바뀌었습니다. 화면을 새로 고쳐 지금의 초안을 확인한 뒤 다시 시도해주세요.',
  versionNotFound: '해당 버전을 찾을 수 없습니다.',
  versionOutdated:
    '이 버전은 지금의 입력 규칙에 맞지 않아 그대로 되돌릴 수 없습니다. 초안으로 고쳐서 게시해주세요.',
  pathNotFound: '미리 볼 수 없는 페이지입니다.',
  caseIds: `성공사례는 ${SUCCESS_CASE_IDS.join(', ')}번이 한 번씩 모두 있어야 합니다. 사례를 더하거나 뺄 수는 없습니다.`,
  finalTaxAboveExpected: '최종 세액은 예상 세액보다 클 수 없습니다.',
  altRequired:
    '사진 설명(대체 텍스트)을 입력해주세요. 화면을 읽어 주는 프로그램이 이 설명을 읽습니다.',
  caseImageSrc: '사진은 기본 그림 중 하나이거나 이 화면에서 올린 사진이어야 합니다.',
  strategyRepeat: '같은 제목의 절세 전략이 두 번 들어 있습니다.',
  imageRequired: '올릴 사진 파일을 골라주세요.',
  imageOne: '사진은 한 번에 한 장만 올릴 수 있습니다.',
  imageMissing: '올린 적이 없는 사진이 들어 있습니다. 사진을 이 화면에서 다시 올려주세요.',
  imageType: 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.',
  imageTooLarge: `사진 파일은 ${CONTENT_LIMITS.imageMaxBytes / 1024 / 1024}MB 이하만 올릴 수 있습니다.`,
  imageTooManyPixels: `사진의 크기가 너무 큽니다. 가로·세로 각 ${CONTENT_LIMITS.imageDimensionMax.toLocaleString('ko-KR')}픽셀, 모두 ${CONTENT_LIMITS.imageMaxPixels / 1_000_000}백만 화소 이하로 줄여서 올려주세요.`,
  imageUnreadable: '사진 파일을 읽을 수 없습니다. 파일이 손상되었는지 확인해주세요.',
  renderingUnavailable:
    '이 서버에는 게시에 필요한 빌드 파일이 없습니다. npm run build 후 다시 시도해주세요.',
} as const;
