import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STAFF_CSRF_HEADER,
  STAFF_MESSAGES,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '../../contract/staff';
import { STAFF_DEVICE_COOKIE, STAFF_SECOND_FACTOR } from '../../contract/staffAccess';
import type { AuditActor } from '../db/audit';
import { SESSION_LIFETIME } from '../db/staffSessions';
import { HttpError } from '../http';

/** Everything under this path is the staff API. */
export const STAFF_PREFIX = '/api/staff';

/** The signed-in staff member of a request, once `requireSession` has run. */
export interface StaffIdentity {
  staffId: number;
  /** The session's public number, written into every access record it makes. */
  sessionId: number;
  name: string;
  /** Read with the session on every request: a changed role counts from the next call. */
  role: StaffRole;
  csrfToken: string;
  /** SHA-256 of the cookie's id: what the database knows the session by. */
  idHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffIdentity: StaffIdentity | null;
  }
}

/**
 * `__Host-` requires Secure and Path=/ and forbids Domain (decision 128). So the browser sends the
 * cookie with every request to this site — public pages, assets and the public API too — but
 * only with requests started on this site (SameSite=Strict); nothing outside /api/staff reads it.
 */
const COOKIE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/';

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export function sessionCookie(id: string): string {
  return `${STAFF_SESSION_COOKIE}=${id}; ${COOKIE_ATTRIBUTES}`;
}
export const CLEARED_SESSION_COOKIE = `${STAFF_SESSION_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;

/**
 * The browser's device cookie (decision 183): set when a sign-in completes, kept for
 * deviceDays, and read by the sign-in only. Same attributes as the session's.
 */
export function deviceCookie(id: string): string {
  const maxAge = STAFF_SECOND_FACTOR.deviceDays * 24 * 60 * 60;
  return `${STAFF_DEVICE_COOKIE}=${id}; Max-Age=${maxAge}; ${COOKIE_ATTRIBUTES}`;
}

/** A cookie's value from the Cookie header; ids are base64url, anything else is none. */
function cookieFrom(request: FastifyRequest, cookie: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === cookie && value && /^[A-Za-z0-9_-]{20,100}$/.test(value)) {
      return value;
    }
  }
  return undefined;
}

/** The session id from the Cookie header. */
export const sessionIdFrom = (request: FastifyRequest) => cookieFrom(request, STAFF_SESSION_COOKIE);
/** The device cookie's id from the Cookie header. */
export const deviceIdFrom = (request: FastifyRequest) => cookieFrom(request, STAFF_DEVICE_COOKIE);

const signInRequired = () => new HttpError(401, STAFF_MESSAGES.signInRequired);
const forged = () => new HttpError(403, STAFF_MESSAGES.forgedRequest);

/** Loads the request's session (and marks it used) or refuses with 401. */
export async function requireSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StaffIdentity> {
  const id = sessionIdFrom(request);
  if (!id) throw signInRequired();
  const idHash = hashSessionId(id);
  const session = await app.staff.touchSession(idHash, SESSION_LIFETIME);
  if (!session) throw signInRequired();
  request.staffIdentity = {
    staffId: session.staff_id,
    sessionId: session.session_id,
    name: session.name,
    role: session.role,
    csrfToken: session.csrf_token,
    idHash,
  };
  return request.staffIdentity;
}

/** The request's staff member; only reachable behind `requireSession`. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staffIdentity) throw signInRequired();
  return request.staffIdentity;
}

/** Refuses (403) a request of an account that is not an owner. */
export function requireOwner(request: FastifyRequest): void {
  if (staffOf(request).role !== 'owner') throw new HttpError(403, STAFF_MESSAGES.ownerOnly);
}

/** Who an access record made by this request is by: the account id, session and address. */
export function accessActor(request: FastifyRequest): AuditActor {
  const staff = staffOf(request);
  return {
    staffName: staff.name,
    staffId: staff.staffId,
    sessionId: staff.sessionId,
    client: request.ip ?? null,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const stripDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * A browser says where a request comes from: Sec-Fetch-Site (modern browsers) and Origin (on
 * every POST, PATCH and DELETE). Only this site itself, or a request typed by hand ("none"), may
 * change anything. Clients that send neither (scripts) are judged by the token alone.
 */
export function comesFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return stripDefaultPort(new URL(origin).host) === stripDefaultPort(request.host);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and garbage
  }
}

function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a state-changing request that did not come from the console itself (403). */
export function checkForgery(request: FastifyRequest, identity: StaffIdentity | null) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!comesFromThisSite(request)) throw forged();
  if (identity && !sameToken(request.headers[STAFF_CSRF_HEADER], identity.csrfToken)) {
    throw forged();
  }
}

/**
 * Staff answers are personal data: never cached, by the browser or anything in between. The
 * onRequest hook of every signed-in staff route: session first (401), then forgery (403).
 */
export function guardStaffRoutes(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, await requireSession(app, request));
  };
}
