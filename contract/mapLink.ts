import { CONTENT_LIMITS as L } from './contentLimits';

// The office's map location from a link the firm copies out of a map site (decision 298). The
// server has no internet, so nothing is looked up: only coordinates written in the link itself
// are read. Short share links (naver.me, maps.app.goo.gl, kko.kakao.com) hold none and are named
// as such, so the message can say what to copy instead.

/** The office's place on the map, in degrees (WGS 84, as every map site shows it). */
export interface MapPoint {
  lat: number;
  lng: number;
}

export type MapLinkProblem =
  | 'empty'
  | 'tooLong'
  | 'notLink'
  | 'unknownSite'
  | 'shortLink'
  | 'noCoordinates'
  | 'kakaoGrid'
  | 'outsideKorea';

export type MapLinkResult = { ok: true; point: MapPoint } | { ok: false; problem: MapLinkProblem };

/** Longer than any map site's address; more is not a link someone copied. */
export const MAP_LINK_MAX_CHARS = 2_000;

export const MAP_LINK_MESSAGES: Record<MapLinkProblem, string> = {
  empty: '지도 링크를 붙여넣어 주세요.',
  tooLong: `링크가 너무 깁니다. 지도 사이트의 주소(${MAP_LINK_MAX_CHARS.toLocaleString('ko-KR')}자 이내)만 붙여넣어 주세요.`,
  notLink: '지도 링크가 아닙니다. 네이버 지도, 카카오맵, Google 지도의 주소를 붙여넣어 주세요.',
  unknownSite: '네이버 지도, 카카오맵, Google 지도의 링크만 읽을 수 있습니다.',
  shortLink:
    '짧은 공유 링크에는 좌표가 들어 있지 않습니다. 그 링크를 브라우저에서 열고, 지도가 뜬 뒤 주소창의 주소를 복사해 붙여넣어 주세요.',
  noCoordinates:
    '이 링크에는 좌표가 들어 있지 않습니다. 지도에서 사무실을 한 번 누른 뒤 주소창의 주소를 복사하거나, 아래 위도·경도를 직접 입력해 주세요.',
  kakaoGrid:
    '카카오맵 주소창의 주소에는 위도·경도가 아닌 카카오 고유 좌표가 들어 있어 읽을 수 없습니다. 네이버 지도나 Google 지도의 링크를 붙여넣거나, 아래 위도·경도를 직접 입력해 주세요.',
  outsideKorea: '링크의 위치가 대한민국 밖입니다. 사무실 위치를 다시 찾아 복사해 주세요.',
};

const SHORT_LINK_HOSTS = ['naver.me', 'maps.app.goo.gl', 'goo.gl', 'kko.kakao.com', 'kko.to'];

type Provider = 'naver' | 'kakao' | 'google';

function providerOf(host: string): Provider | null {
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('map.naver.com') || is('m.map.naver.com')) return 'naver';
  if (is('map.kakao.com')) return 'kakao';
  const google = /^(?:www\.|maps\.)?google\.(?:com|co\.kr)$/.test(host);
  return google ? 'google' : null;
}

/** Six decimals: about ten centimetres, finer than any map pin. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** `37.49, 127.02` (lat first) as a point, when both read as finite numbers. */
function pair(lat: string | undefined, lng: string | undefined): MapPoint | null {
  const numeric = /^-?\d{1,3}(?:\.\d+)?$/;
  if (!lat || !lng || !numeric.test(lat.trim()) || !numeric.test(lng.trim())) return null;
  return { lat: Number(lat), lng: Number(lng) };
}

/** Web Mercator metres (EPSG:3857), which Naver's `c=` carries, as degrees. */
function fromWebMercator(x: number, y: number): MapPoint {
  const radius = 6_378_137;
  const lng = (x / radius) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / radius)) - Math.PI / 2) * (180 / Math.PI);
  return { lat, lng };
}

function naverPoint(url: URL): MapPoint | null {
  const params = url.searchParams;
  const direct = pair(params.get('lat') ?? undefined, params.get('lng') ?? undefined);
  if (direct) return direct;
  // `c=x,y,zoom,0,0,0,dh`: degrees in some versions, Web Mercator metres in others;
  // `c=15.00,0,0,0,dh` (the zoom only) carries no place.
  const fields = (params.get('c') ?? '').split(',');
  if (fields.length < 7) return null;
  const [first = '', second = ''] = fields;
  const x = Number(first);
  const y = Number(second);
  if (!Number.isFinite(x) || !Number.isFinite(y) || first === '' || second === '') return null;
  return Math.abs(x) > 180 ? fromWebMercator(x, y) : { lat: y, lng: x };
}

function kakaoPoint(url: URL): MapPoint | null {
  // map.kakao.com/link/map/이름,37.49,127.02 (and /link/to/, /link/roadview/37.49,127.02)
  const path = decodeURIComponent(url.pathname);
  const link = /^\/link\/(?:map|to|roadview)\/(.+)$/.exec(path)?.[1];
  if (!link) return null;
  const parts = link.split(',');
  return pair(parts.at(-2), parts.at(-1));
}

function googlePoint(url: URL): MapPoint | null {
  const whole = decodeURIComponent(url.pathname + url.search);
  // The pin itself (!3d…!4d…) before the view's centre (@lat,lng,zoom).
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(whole);
  if (pin) return pair(pin[1], pin[2]);
  for (const name of ['q', 'query', 'll', 'center', 'destination']) {
    const [lat, lng, extra] = (url.searchParams.get(name) ?? '').split(',');
    if (extra === undefined) {
      const point = pair(lat, lng);
      if (point) return point;
    }
  }
  const place = /\/(?:place|search|dir)\/(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)/.exec(whole);
  if (place) return pair(place[1], place[2]);
  const view = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,|$)/.exec(whole);
  return view ? pair(view[1], view[2]) : null;
}

const POINT_OF: Record<Provider, (url: URL) => MapPoint | null> = {
  naver: naverPoint,
  kakao: kakaoPoint,
  google: googlePoint,
};

/** The area the content's rules take (contract/contentSchemas.ts). */
const inKorea = ({ lat, lng }: MapPoint) =>
  lat >= L.latitudeMin && lat <= L.latitudeMax && lng >= L.longitudeMin && lng <= L.longitudeMax;

const found = (point: MapPoint | null): MapLinkResult => {
  if (!point) return { ok: false, problem: 'noCoordinates' };
  if (!inKorea(point)) return { ok: false, problem: 'outsideKorea' };
  return { ok: true, point: { lat: rounded(point.lat), lng: rounded(point.lng) } };
};

/**
 * The point a pasted map link (or a bare `37.4979, 127.0276`, as Google Maps copies a pin) names,
 * or why it names none. Only https links of the three map sites are read.
 */
export function pointFromMapLink(pasted: string): MapLinkResult {
  const text = pasted.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.length > MAP_LINK_MAX_CHARS) return { ok: false, problem: 'tooLong' };
  const bare = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
  if (bare) return found(pair(bare[1], bare[2]));
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: 'notLink' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, problem: 'notLink' };
  if (url.username || url.password) return { ok: false, problem: 'unknownSite' };
  const host = url.hostname.toLowerCase();
  if (SHORT_LINK_HOSTS.includes(host)) return { ok: false, problem: 'shortLink' };
  const provider = providerOf(host);
  if (!provider) return { ok: false, problem: 'unknownSite' };
  // Kakao's own grid (urlX/urlY) needs its projection and datum to turn into degrees: not read.
  if (provider === 'kakao' && url.searchParams.has('urlX'))
    return { ok: false, problem: 'kakaoGrid' };
  try {
    return found(POINT_OF[provider](url));
  } catch {
    // A malformed %-escape in the path: nothing readable there.
    return { ok: false, problem: 'noCoordinates' };
  }
}
