import { describe, expect, test } from 'vitest';
import { UPLOAD_QUOTA } from '../../../contract/limits';
import { DEFAULT_MAP_TILE_URL, readConfig } from '../../../server/config';
import { contentSecurityPolicy, tileSource } from '../../../server/plugins/security';

describe('configuration from the environment', () => {
  test('defaults: PGlite in ./data, port 3000 on every interface, no proxy, OSM tiles', () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      distDir: 'dist',
      trustProxy: false,
      smtpUrl: undefined,
      mapTileUrl: DEFAULT_MAP_TILE_URL,
    });
  });

  test('TRUST_PROXY takes a hop count or proxy addresses; true is refused with a message saying what to set', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true.*TRUST_PROXY=1/s);
    expect(() => readConfig({ TRUST_PROXY: 'nginx' })).toThrow('TRUST_PROXY');
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow('TRUST_PROXY');
    expect(readConfig({ TRUST_PROXY: 'loopback, 2001:db8::/32' }).trustProxy).toBe(
      'loopback, 2001:db8::/32',
    );
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  // A stranger started the server with each of these and chose its own address by X-Forwarded-For:
  // ranges that cover every address, or more hops than any deployment has, are `true` by another name.
  test.each([
    ['0.0.0.0/1,128.0.0.0/1', /IPv4 \/8 or narrower/],
    ['0.0.0.0/0', /IPv4 \/8 or narrower/],
    ['10.0.0.0/7', /IPv4 \/8 or narrower/],
    ['::/1', /IPv6 \/16 or narrower/],
    ['fc00::/7', /uniquelocal/],
    ['999', /at most 5/],
    ['6', /at most 5/],
  ])('TRUST_PROXY=%s is refused: it trusts addresses the client writes', (value, message) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  test.each([
    ['5', 5],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['2001:db8::/16', '2001:db8::/16'],
    ['uniquelocal', 'uniquelocal'],
  ])('TRUST_PROXY=%s, the widest of its kind, is taken', (value, taken) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(taken);
  });

  test('requests in progress per address: 32 unless REQUESTS_IN_FLIGHT_PER_ADDRESS says otherwise', () => {
    expect(readConfig({}).requestsInFlightPerAddress).toBe(32);
    expect(readConfig({ REQUESTS_IN_FLIGHT_PER_ADDRESS: '8' }).requestsInFlightPerAddress).toBe(8);
    expect(() => readConfig({ REQUESTS_IN_FLIGHT_PER_ADDRESS: 'many' })).toThrow(
      'REQUESTS_IN_FLIGHT_PER_ADDRESS',
    );
  });

  test('mistakes stop the start with a message naming the variable', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow('PORT');
    expect(() => readConfig({ WRITE_LIMIT_PER_MINUTE: '-1' })).toThrow('WRITE_LIMIT_PER_MINUTE');
    expect(() => readConfig({ SMTP_URL: 'smtp://mail' })).toThrow('MAIL_TO');
    expect(readConfig({ SMTP_URL: 'smtp://mail', MAIL_TO: 'a@x.kr, b@x.kr' }).mailTo).toEqual([
      'a@x.kr',
      'b@x.kr',
    ]);
  });

  test('upload quotas: the contract defaults, or the UPLOAD_* and STORAGE_FREE_FLOOR_MB settings', () => {
    expect(readConfig({}).uploads).toEqual(UPLOAD_QUOTA);
    const MB = 1024 * 1024;
    expect(
      readConfig({
        UPLOAD_MB_PER_HOUR_PER_ADDRESS: '30',
        UPLOAD_MB_PER_HOUR: '500',
        UPLOAD_CONCURRENT_PER_ADDRESS: '1',
        UPLOAD_CONCURRENT: '5',
        STORAGE_FREE_FLOOR_MB: '200',
      }).uploads,
    ).toEqual({
      bytesPerHourPerAddress: 30 * MB,
      bytesPerHour: 500 * MB,
      concurrentPerAddress: 1,
      concurrent: 5,
      freeFloorBytes: 200 * MB,
    });
    expect(() => readConfig({ STORAGE_FREE_FLOOR_MB: '1GB' })).toThrow('STORAGE_FREE_FLOOR_MB');
  });

  test('the map tile host becomes an img-src source', () => {
    expect(tileSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.basemaps.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.basemaps.example.com',
    );
    const csp = contentSecurityPolicy('https://tiles.example.com/{z}/{x}/{y}.png').directives;
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'https://tiles.example.com']);
    expect(csp.scriptSrc).toEqual(["'self'"]);
  });
});
