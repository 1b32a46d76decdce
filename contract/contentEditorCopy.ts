import type { ContentChangeLine } from './contentChanges';
import type { SiteContent } from './siteContent';

// The console's content editor's own words beyond its field names (contract/contentLabels.ts)
// and hints (contract/contentHints.ts): the map link, the optional groups, the preview's page
// list and the publish confirmation's list of changes (decisions 298–300).

export const CONTENT_EDITOR_COPY = {
  /** What an optional group's checkbox says, by part and label key; else `${label} 넣기`. */
  optional: {
    faq: { link: '답 아래에 다른 페이지로 가는 버튼 넣기' },
  } as Partial<Record<keyof SiteContent, Record<string, string>>>,
  optionalFallback: (label: string) => `${label} 넣기`,
  mapLink: {
    label: '지도 링크로 위치 정하기',
    hint: '네이버 지도, 카카오맵, Google 지도에서 사무실을 찾아 주소창의 주소(또는 공유 링크)를 복사해 붙여넣으세요. 아래 위도·경도가 채워집니다.',
    read: '링크에서 위치 읽기',
    placed: (lat: number, lng: number) =>
      `위치를 읽었습니다: 위도 ${lat}, 경도 ${lng}. 초안으로 저장하면 미리보기 지도에 보입니다.`,
    numbersNote:
      '위도·경도는 상담신청 페이지(오시는 길) 지도에 사무실 표시를 꽂을 자리입니다. 링크 없이 직접 고칠 수도 있습니다.',
  },
  preview: {
    home: '홈',
    successCase: (id: number, title: string) => `성공사례 ${id}: ${title}`,
    frameTitle: (name: string, width: number) => `${name} 미리보기, 너비 ${width}px`,
  },
  publish: {
    changesHeading: '이번에 게시되면 바뀌는 내용',
    line: ({ label, changes }: ContentChangeLine) => `${label}: ${changes}`,
  },
} as const;
