import { describe, expect, test } from 'vitest';
import {
  MAP_LINK_MAX_CHARS,
  MAP_LINK_MESSAGES,
  type MapLinkProblem,
  pointFromMapLink,
} from '../../contract/mapLink';

// Links as the three map sites hand them out (share buttons and address bars), near Gangnam
// station: each gives the point it shows, or says why it gives none.
const GANGNAM = { lat: 37.4979, lng: 127.0276 };

const READ: [string, string, { lat: number; lng: number }][] = [
  [
    'Naver place page (lat/lng in the address)',
    'https://map.naver.com/p/entry/place/13491802?lng=127.0276&lat=37.4979&placePath=%2Fhome&entry=plt&c=15.00,0,0,0,dh',
    GANGNAM,
  ],
  [
    'Naver v5 address bar (Web Mercator metres)',
    'https://map.naver.com/v5/search/%EA%B0%95%EB%82%A8%EC%97%AD?c=14140647.7487,4508736.7354,15,0,0,0,dh',
    GANGNAM,
  ],
  [
    'Naver address bar in degrees',
    'https://map.naver.com/p?c=127.0276,37.4979,15,0,0,0,dh',
    GANGNAM,
  ],
  ['Naver mobile', 'https://m.map.naver.com/map.naver?lat=37.4979&lng=127.0276&level=2', GANGNAM],
  [
    'Kakao map link with a name',
    'https://map.kakao.com/link/map/%EC%84%B8%EB%AC%B4%EB%B2%95%EC%9D%B8,37.4979,127.0276',
    GANGNAM,
  ],
  ['Kakao directions link', 'https://map.kakao.com/link/to/사무실,37.4979,127.0276', GANGNAM],
  ['Kakao roadview link', 'https://map.kakao.com/link/roadview/37.4979,127.0276', GANGNAM],
  [
    'Google place (the pin, not the view centre)',
    'https://www.google.com/maps/place/%EA%B0%95%EB%82%A8%EC%97%AD/@37.4981,127.0270,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d37.4979!4d127.0276!16s',
    GANGNAM,
  ],
  ['Google view only', 'https://www.google.com/maps/@37.4979,127.0276,17z', GANGNAM],
  ['Google ?q=', 'https://maps.google.com/?q=37.4979,127.0276', GANGNAM],
  [
    'Google search api',
    'https://www.google.com/maps/search/?api=1&query=37.4979%2C127.0276',
    GANGNAM,
  ],
  ['Google Korea domain', 'https://www.google.co.kr/maps/@37.4979,127.0276,15z', GANGNAM],
  ['Google place by coordinates', 'https://www.google.com/maps/place/37.4979,127.0276', GANGNAM],
  ['without https://', 'map.kakao.com/link/map/37.4979,127.0276', GANGNAM],
  ['a pin copied from Google Maps', '37.4979, 127.0276', GANGNAM],
  ['spaces around a pasted link', '  https://maps.google.com/?q=37.4979,127.0276 \n', GANGNAM],
  [
    'more decimals than a pin needs are rounded to six',
    '37.49790049, 127.02760049',
    { lat: 37.4979, lng: 127.0276 },
  ],
];

test.each(READ)('%s gives the point it shows', (_, link, point) => {
  const result = pointFromMapLink(link);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.point.lat).toBeCloseTo(point.lat, 5);
  expect(result.point.lng).toBeCloseTo(point.lng, 5);
});

const REFUSED: [string, string, MapLinkProblem][] = [
  ['nothing', '   ', 'empty'],
  ['Naver short share link', 'https://naver.me/5abcDEFg', 'shortLink'],
  ['Google short share link', 'https://maps.app.goo.gl/AbCdEf123', 'shortLink'],
  ['Kakao short share link', 'https://kko.kakao.com/AbCd1234', 'shortLink'],
  [
    'Naver search with the zoom only',
    'https://map.naver.com/p/search/강남역?c=15.00,0,0,0,dh',
    'noCoordinates',
  ],
  [
    'Naver place without coordinates',
    'https://map.naver.com/p/entry/place/13491802',
    'noCoordinates',
  ],
  ['Kakao place page', 'https://place.map.kakao.com/8207405', 'noCoordinates'],
  [
    'Kakao address bar (its own grid)',
    'https://map.kakao.com/?urlX=506012&urlY=1110812&urlLevel=3',
    'kakaoGrid',
  ],
  ['Google search by name', 'https://www.google.com/maps/search/강남역', 'noCoordinates'],
  ['Google view outside Korea', 'https://www.google.com/maps/@48.8584,2.2945,17z', 'outsideKorea'],
  ['lat and lng swapped', '127.0276, 37.4979', 'outsideKorea'],
  [
    'a map site look-alike',
    'https://map.naver.com.evil.example/?lat=37.4979&lng=127.0276',
    'unknownSite',
  ],
  ['another site carrying numbers', 'https://example.com/@37.4979,127.0276', 'unknownSite'],
  [
    'credentials before the host',
    'https://map.naver.com@evil.example/?lat=37.4979&lng=127.0276',
    'unknownSite',
  ],
  [
    'a user part on a map host',
    'https://me@map.naver.com/?lat=37.4979&lng=127.0276',
    'unknownSite',
  ],
  ['a script address', 'javascript:alert(1)//map.naver.com/?lat=37.4979&lng=127.0276', 'notLink'],
  ['a data address', 'data:text/html,<script>alert(1)</script>', 'notLink'],
  ['words', '강남역 4번 출구', 'notLink'],
  ['HTML', '<img src=x onerror=alert(1)>', 'notLink'],
  [
    'a broken escape in the path',
    'https://map.kakao.com/link/map/%E0%A4%A,37.4979,127.0276',
    'noCoordinates',
  ],
  ['numbers that are not decimals', 'https://maps.google.com/?q=3.7e1,1.27e2', 'noCoordinates'],
  ['infinite numbers', 'https://map.naver.com/?lat=Infinity&lng=127', 'noCoordinates'],
];

test.each(REFUSED)('%s gives no point, and says why', (_, link, problem) => {
  expect(pointFromMapLink(link)).toEqual({ ok: false, problem });
  expect(MAP_LINK_MESSAGES[problem]).toMatch(/[가-힣]/);
});

describe('a link exactly as long as allowed is read; one character more is refused', () => {
  const base = 'https://maps.google.com/?q=37.4979,127.0276&x=';
  test('at the limit', () => {
    const link = base + 'a'.repeat(MAP_LINK_MAX_CHARS - base.length);
    expect(link).toHaveLength(MAP_LINK_MAX_CHARS);
    expect(pointFromMapLink(link).ok).toBe(true);
  });
  test('one past it', () => {
    const link = base + 'a'.repeat(MAP_LINK_MAX_CHARS - base.length + 1);
    expect(pointFromMapLink(link)).toEqual({ ok: false, problem: 'tooLong' });
  });
});

test('the edges of Korea are inside; a hair past them is not', () => {
  expect(pointFromMapLink('33, 124')).toEqual({ ok: true, point: { lat: 33, lng: 124 } });
  expect(pointFromMapLink('39, 132')).toEqual({ ok: true, point: { lat: 39, lng: 132 } });
  expect(pointFromMapLink('39.000001, 132')).toEqual({ ok: false, problem: 'outsideKorea' });
  expect(pointFromMapLink('33, 123.999999')).toEqual({ ok: false, problem: 'outsideKorea' });
});
