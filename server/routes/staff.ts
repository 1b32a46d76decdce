import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Firm, firmFactLabel } from '../../contract/firm';
import { API_MESSAGES } from '../../contract/messages';
import { placeholderFactsOf } from '../../contract/readyToPublish';
import {
  type AuditEntry,
  type AuditQuery,
  auditQuerySchema,
  STAFF_API,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  type StaffRole,
  type StaffSession,
  type StaffSessionInfo,
  staffSignInSchema,
} from '../../contract/staff';
import type { AuditFilter, AuditRow } from '../db/audit';
import { SESSION_LIFETIME } from '../db/staff';
import { accessRecordsCsv } from '../exports';
import { HttpError } from '../http';
import { guardedSignIn } from '../passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords';
import { WRITE_LIMIT } from '../plugins/security';
import {
  accessActor,
  CLEARED_SESSION_COOKIE,
  checkForgery,
  guardStaffRoutes,
  hashSessionId,
  newSecret,
  requireSession,
  sessionCookie,
  staffOf,
} from '../plugins/staffSession';
import { staffAccountRoutes } from './staffAccounts';
import { staffContentRoutes } from './staffContent';
import { staffRecordRoutes } from './staffRecords';
import {
  filterDetail,
  handlingFilter,
  ID_PARAM,
  local,
  recordId,
  sendRecordedCsv,
  staffInput,
} from './staffRequest';
import { staffReviewRoutes } from './staffReviews';
import { staffVisitRoutes } from './visits';

/** The published facts still holding example values, each named as the firm reads it. */
const readyToPublishOf = (facts: Firm) =>
  placeholderFactsOf(facts).map(({ path, value }) => ({ label: firmFactLabel(path), value }));

const auditEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/** The access-record query's filters: the day range as the handling lists read it. */
function auditFilter(query: AuditQuery): AuditFilter {
  const { from, until } = handlingFilter({ page: query.page, from: query.from, to: query.to });
  return { staff: query.staff || undefined, action: query.action, from, until };
}

/**
 * The staff API, registered at STAFF_PREFIX. Sign-in is the only call without a session; every
 * other path, unknown ones included, answers 401 first, so nothing is learnt before signing in.
 */
export async function staffRoutes(app: FastifyInstance, options: { scrypt: ScryptParams }) {
  const session = (name: string, role: StaffRole, csrfToken: string): StaffSession => ({
    staff: { name, role },
    csrfToken,
    readyToPublish: readyToPublishOf(app.publisher.current().content.firm),
  });
  app.decorateRequest('staffIdentity', null);
  // An unknown name costs a hash check too, so its answer takes as long as a wrong password's.
  // The hash it is checked against is made at start, not on the first unknown name.
  const dummyHash = hashPassword(newSecret(), options.scrypt);
  const checkAgainstDummy = async (password: string) => {
    await verifyPassword(password, await dummyHash);
    return false;
  };

  app.post(local(STAFF_API.session), { config: WRITE_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, null);
    const { name, password } = staffInput(staffSignInSchema, request.body);
    const account = await app.staff.findByName(name);
    const client = request.ip ?? null;
    // A failed sign-in is recorded with the name tried, whether or not it is an account's.
    const failed = (detail: string) =>
      app.audit.record({
        staffName: name,
        staffId: account?.id ?? null,
        client,
        action: 'sign_in_failed',
        detail,
      });
    let matches: boolean;
    try {
      matches = await guardedSignIn(app.staff, client ?? 'gone', name, () =>
        account ? verifyPassword(password, account.password_hash) : checkAgainstDummy(password),
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await failed('limited');
      throw error;
    }
    if (!account || !matches) {
      await failed(account ? 'wrong password' : 'no such account');
      throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    }
    // Told apart only in the access records: the answer is a wrong password's.
    if (account.disabled_at) {
      await failed('account disabled');
      throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    }
    const id = newSecret();
    const csrfToken = newSecret();
    const sessionId = await app.staff.startSession(hashSessionId(id), account, csrfToken, client);
    if (sessionId === undefined) {
      await failed('password changed or account disabled meanwhile');
      throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    }
    await app.audit.record({
      staffName: account.name,
      staffId: account.id,
      sessionId,
      client,
      action: 'signed_in',
    });
    return reply
      .header('set-cookie', sessionCookie(id))
      .send(session(account.name, account.role, csrfToken));
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', guardStaffRoutes(signedIn));

    signedIn.get(local(STAFF_API.session), async (request) => {
      const staff = staffOf(request);
      return session(staff.name, staff.role, staff.csrfToken);
    });

    signedIn.delete(local(STAFF_API.session), async (request, reply) => {
      const staff = staffOf(request);
      await app.staff.endSession(staff.idHash);
      await app.audit.record({ ...accessActor(request), action: 'signed_out' });
      return reply.code(204).header('set-cookie', CLEARED_SESSION_COOKIE).send();
    });

    // Everyone sees and ends their own sessions only (decision 127); owners manage accounts.
    signedIn.get(local(STAFF_API.sessions), async (request) => {
      const staff = staffOf(request);
      const rows = await app.staff.sessionsOf(staff.staffId, SESSION_LIFETIME);
      return rows.map(
        (row): StaffSessionInfo => ({
          id: row.id,
          created_at: row.created_at.toISOString(),
          last_seen_at: row.last_seen_at.toISOString(),
          client: row.client,
          current: row.id_hash === staff.idHash,
        }),
      );
    });

    signedIn.delete(local(STAFF_API.sessionById(ID_PARAM)), async (request, reply) => {
      const staff = staffOf(request);
      const id = recordId(request);
      if (!(await app.staff.revokeSession(staff.staffId, id))) {
        throw new HttpError(404, STAFF_MESSAGES.sessionNotFound);
      }
      await app.audit.record({
        ...accessActor(request),
        action: 'session_revoked',
        target: { type: 'session', id },
      });
      if (id === staff.sessionId) reply.header('set-cookie', CLEARED_SESSION_COOKIE);
      return reply.code(204).send();
    });

    signedIn.get(local(STAFF_API.audit), async (request) => {
      const query = staffInput(auditQuerySchema, request.query);
      const { rows, total } = await app.audit.page(
        query.page,
        STAFF_LIMITS.pageSize,
        auditFilter(query),
      );
      return { items: rows.map(auditEntry), total };
    });

    // Staff names and addresses are personal data too: handing them out is itself recorded.
    signedIn.get(local(STAFF_API.auditCsv), (request, reply) => {
      const query = staffInput(auditQuerySchema, request.query);
      return sendRecordedCsv(
        app,
        request,
        reply,
        'access-records.csv',
        (sent) => accessRecordsCsv(app.audit, auditFilter(query), sent),
        (ids) => ({
          action: 'access_records_exported',
          detail: `${filterDetail(query)} (${ids.length})`,
        }),
      );
    });

    await signedIn.register(staffRecordRoutes);
    await signedIn.register(staffReviewRoutes);
    await signedIn.register(staffAccountRoutes, { scrypt: options.scrypt });
    await signedIn.register(staffContentRoutes, { publisher: app.publisher });
    await signedIn.register(staffVisitRoutes);
  });

  // Unknown staff paths: 401 before signing in, 404 after. A route rather than a not-found
  // handler, because the site's catch-all GET route would otherwise answer first.
  app.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    await requireSession(app, request);
    throw new HttpError(404, API_MESSAGES.notFound);
  });
}
