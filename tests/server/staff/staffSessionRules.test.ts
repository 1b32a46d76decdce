import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { STAFF_CSRF_HEADER, STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '../../../contract/staff';
import { SESSION_LIFETIME } from '../../../server/db/staffSessions';
import { HttpError } from '../../../server/http';
import {
  CLEARED_SESSION_COOKIE,
  checkForgery,
  comesFromThisSite,
  guardStaffRoutes,
  hashSessionId,
  newSecret,
  requireSession,
  STAFF_PREFIX,
  type StaffIdentity,
  sessionCookie,
  sessionIdFrom,
  staffOf,
} from '../../../server/plugins/staffSession';

// The staff session and forgery rules, judged by what a request gets (its identity, 401 or 403)
// without a database: the request is the part of Fastify's the rules read. The same rules through
// the whole app are in staffAuth.test.ts, forgedRequests.test.ts and staffSessionLife.test.ts.

const ID = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3'; // 43 base64url characters, as newSecret() makes

function request(
  fields: { method?: string; host?: string; headers?: Record<string, string> } = {},
): FastifyRequest {
  return {
    method: fields.method ?? 'POST',
    host: fields.host ?? 'example.kr',
    headers: fields.headers ?? {},
    staffIdentity: null,
  } as unknown as FastifyRequest;
}

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected a refusal');
}

const identity: StaffIdentity = {
  staffId: 4,
  sessionId: 9,
  name: 'kim',
  role: 'staff',
  csrfToken: 'token-123',
  idHash: 'h',
};

describe('the session cookie', () => {
  test('is a __Host- cookie: HttpOnly, Secure, SameSite=Strict, Path=/ and no Domain', () => {
    expect(STAFF_SESSION_COOKIE.startsWith('__Host-')).toBe(true);
    expect(sessionCookie(ID)).toBe(
      `${STAFF_SESSION_COOKIE}=${ID}; HttpOnly; Secure; SameSite=Strict; Path=/`,
    );
    expect(STAFF_PREFIX).toBe('/api/staff');
  });

  test('signing out sends it back empty and already expired, with the same scope', () => {
    expect(CLEARED_SESSION_COOKIE).toBe(
      `${STAFF_SESSION_COOKIE}=; Max-Age=0; HttpOnly; Secure; SameSite=Strict; Path=/`,
    );
  });

  test('is found among other cookies, spaces or not', () => {
    const cookie = `theme=dark;${STAFF_SESSION_COOKIE}=${ID} ; lang=ko`;
    expect(sessionIdFrom(request({ headers: { cookie } }))).toBe(ID);
    expect(
      sessionIdFrom(request({ headers: { cookie: `a=1; ${STAFF_SESSION_COOKIE}=${ID}` } })),
    ).toBe(ID);
  });

  test('no cookie header, another cookie of the same value, or an empty value is no session', () => {
    expect(sessionIdFrom(request())).toBeUndefined();
    expect(sessionIdFrom(request({ headers: { cookie: `other=${ID}` } }))).toBeUndefined();
    expect(
      sessionIdFrom(request({ headers: { cookie: `${STAFF_SESSION_COOKIE}=` } })),
    ).toBeUndefined();
    expect(
      sessionIdFrom(request({ headers: { cookie: `x${STAFF_SESSION_COOKIE}=${ID}` } })),
    ).toBeUndefined();
  });

  test('a value that is not base64url of 20 to 100 characters is no session', () => {
    const withId = (id: string) =>
      sessionIdFrom(request({ headers: { cookie: `${STAFF_SESSION_COOKIE}=${id}` } }));
    expect(withId('a'.repeat(20))).toBe('a'.repeat(20));
    expect(withId('Z9_-'.repeat(25))).toBe('Z9_-'.repeat(25));
    expect(withId('a'.repeat(19))).toBeUndefined();
    expect(withId('a'.repeat(101))).toBeUndefined();
    expect(withId(`${'a'.repeat(30)}.`)).toBeUndefined();
    expect(withId(`.${'a'.repeat(30)}`)).toBeUndefined();
    expect(withId(`${'a'.repeat(15)}+/${'a'.repeat(15)}`)).toBeUndefined();
  });

  test('a new session id or token is 32 random bytes in base64url, which the cookie rule accepts', () => {
    const first = newSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(first);
    expect(sessionIdFrom(request({ headers: { cookie: sessionCookie(first) } }))).toBe(first);
  });

  test('the database knows a session only by the SHA-256 of its id', () => {
    expect(hashSessionId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('requireSession', () => {
  function appWith(session: { staff_id: number; name: string; csrf_token: string } | null) {
    const touched: unknown[][] = [];
    const app = {
      staff: {
        async touchSession(idHash: string, lifetime: unknown) {
          touched.push([idHash, lifetime]);
          return session;
        },
      },
    } as unknown as FastifyInstance;
    return { app, touched };
  }

  test('a live session becomes the request’s staff member, looked up by the id’s hash', async () => {
    const { app, touched } = appWith({ staff_id: 9, name: 'lee', csrf_token: 'tok' });
    const req = request({ headers: { cookie: `${STAFF_SESSION_COOKIE}=${ID}` } });
    const expected = { staffId: 9, name: 'lee', csrfToken: 'tok', idHash: hashSessionId(ID) };
    await expect(requireSession(app, req)).resolves.toEqual(expected);
    expect(req.staffIdentity).toEqual(expected);
    expect(staffOf(req)).toEqual(expected);
    expect(touched).toEqual([[hashSessionId(ID), SESSION_LIFETIME]]);
  });

  test('no cookie: 401 without asking the database', async () => {
    const { app, touched } = appWith({ staff_id: 9, name: 'lee', csrf_token: 'tok' });
    await expect(requireSession(app, request())).rejects.toMatchObject({
      statusCode: 401,
      message: STAFF_MESSAGES.signInRequired,
    });
    expect(touched).toEqual([]);
  });

  test('an expired or unknown session: 401', async () => {
    const { app } = appWith(null);
    const req = request({ headers: { cookie: `${STAFF_SESSION_COOKIE}=${ID}` } });
    await expect(requireSession(app, req)).rejects.toMatchObject({
      statusCode: 401,
      message: STAFF_MESSAGES.signInRequired,
    });
    expect(req.staffIdentity).toBeNull();
  });

  test('staffOf a request that has no session is a 401', () => {
    const error = failure(() => staffOf(request()));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe(STAFF_MESSAGES.signInRequired);
  });
});

describe('where a request comes from', () => {
  test('same-origin, typed by hand, or said by no header at all is this site', () => {
    expect(comesFromThisSite(request({ headers: { 'sec-fetch-site': 'same-origin' } }))).toBe(true);
    expect(comesFromThisSite(request({ headers: { 'sec-fetch-site': 'none' } }))).toBe(true);
    expect(comesFromThisSite(request())).toBe(true);
  });

  test('another site, or a sibling subdomain, is not', () => {
    expect(comesFromThisSite(request({ headers: { 'sec-fetch-site': 'cross-site' } }))).toBe(false);
    expect(comesFromThisSite(request({ headers: { 'sec-fetch-site': 'same-site' } }))).toBe(false);
  });

  test('an Origin must name this host; default ports and letter case do not matter', () => {
    const from = (origin: string, host = 'example.kr') =>
      comesFromThisSite(request({ host, headers: { origin } }));
    expect(from('https://example.kr')).toBe(true);
    expect(from('https://EXAMPLE.kr:443', 'example.kr')).toBe(true);
    expect(from('http://example.kr', 'Example.KR:80')).toBe(true);
    expect(from('https://example.kr:8443', 'example.kr:8443')).toBe(true);
    expect(from('https://example.kr:8443', 'example.kr')).toBe(false);
    expect(from('https://example.kr', 'example.kr:8443')).toBe(false);
    expect(from('https://example.kr:4430', 'example.kr:4430')).toBe(true);
    expect(from('https://example.kr:4430', 'example.kr')).toBe(false);
    expect(from('https://example.kr:180', 'example.kr')).toBe(false);
    expect(from('https://evil.example')).toBe(false);
    // Only a whole default port is dropped: port 8043 is not port 80 followed by "43".
    expect(from('https://example.kr:8043', 'example.kr43')).toBe(false);
  });

  test('Origin "null" and garbage are not this site', () => {
    expect(comesFromThisSite(request({ headers: { origin: 'null' } }))).toBe(false);
    expect(comesFromThisSite(request({ headers: { origin: '::::' } }))).toBe(false);
  });

  test('a same-origin fetch with a foreign Origin is still refused', () => {
    expect(
      comesFromThisSite(
        request({ headers: { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' } }),
      ),
    ).toBe(false);
  });
});

describe('checkForgery', () => {
  test('reads (GET, HEAD, OPTIONS) pass from anywhere, without a token', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const req = request({ method, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(() => checkForgery(req, identity)).not.toThrow();
    }
  });

  test('a change from another site is 403 even with the right token', () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const req = request({
        method,
        headers: { 'sec-fetch-site': 'cross-site', [STAFF_CSRF_HEADER]: identity.csrfToken },
      });
      const error = failure(() => checkForgery(req, identity));
      expect(error.statusCode).toBe(403);
      expect(error.message).toBe(STAFF_MESSAGES.forgedRequest);
    }
  });

  test('a signed-in change needs the session’s token, exactly', () => {
    const withToken = (token?: string) =>
      request({ headers: token === undefined ? {} : { [STAFF_CSRF_HEADER]: token } });
    expect(() => checkForgery(withToken(identity.csrfToken), identity)).not.toThrow();
    for (const token of [undefined, '', 'token-124', 'token-1234', 'token-12']) {
      const error = failure(() => checkForgery(withToken(token), identity));
      expect(error.statusCode).toBe(403);
      expect(error.message).toBe(STAFF_MESSAGES.forgedRequest);
    }
  });

  test('a token sent twice (an array of headers) is refused', () => {
    const req = request({
      headers: { [STAFF_CSRF_HEADER]: [identity.csrfToken, identity.csrfToken] as never },
    });
    expect(failure(() => checkForgery(req, identity)).statusCode).toBe(403);
  });

  test('without a session (sign-in) only the origin is judged', () => {
    expect(() => checkForgery(request(), null)).not.toThrow();
  });
});

describe('guardStaffRoutes', () => {
  function replyRecorder() {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    } as unknown as FastifyReply;
    return { reply, headers };
  }
  const app = {
    staff: {
      async touchSession() {
        return { staff_id: 9, name: 'lee', csrf_token: 'tok' };
      },
    },
  } as unknown as FastifyInstance;

  test('a signed-in change with its token passes, and the answer is never cached', async () => {
    const { reply, headers } = replyRecorder();
    const req = request({
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${ID}`, [STAFF_CSRF_HEADER]: 'tok' },
    });
    await guardStaffRoutes(app)(req, reply);
    expect(headers['cache-control']).toBe('no-store');
    expect(req.staffIdentity?.name).toBe('lee');
  });

  test('without a session: 401 before any forgery check, still not cached', async () => {
    const { reply, headers } = replyRecorder();
    const req = request({ headers: { 'sec-fetch-site': 'cross-site' } });
    await expect(guardStaffRoutes(app)(req, reply)).rejects.toMatchObject({ statusCode: 401 });
    expect(headers['cache-control']).toBe('no-store');
  });

  test('a session with a wrong token: 403', async () => {
    const { reply } = replyRecorder();
    const req = request({
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${ID}`, [STAFF_CSRF_HEADER]: 'nope' },
    });
    await expect(guardStaffRoutes(app)(req, reply)).rejects.toMatchObject({ statusCode: 403 });
  });
});
