import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import {
  type AuditEntry,
  auditQuerySchema,
  STAFF_API,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  type StaffSession,
  staffSignInSchema,
} from '../../contract/staff';
import { HttpError } from '../http';
import { guardedSignIn } from '../passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords';
import { WRITE_LIMIT } from '../plugins/security';
import {
  CLEARED_SESSION_COOKIE,
  checkForgery,
  guardStaffRoutes,
  hashSessionId,
  newSecret,
  requireSession,
  sessionCookie,
  staffOf,
} from '../plugins/staffSession';
import { local, staffInput, staffRecordRoutes } from './staffRecords';
import { staffReviewRoutes } from './staffReviews';

const session = (name: string, csrfToken: string): StaffSession => ({
  staff: { name },
  csrfToken,
});

/**
 * The staff API, registered at STAFF_PREFIX. Sign-in is the only call without a session; every
 * other path, unknown ones included, answers 401 first, so nothing is learnt before signing in.
 */
export async function staffRoutes(app: FastifyInstance, options: { scrypt: ScryptParams }) {
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
    const matches = await guardedSignIn(app.staff, request.ip ?? 'gone', name, () =>
      account ? verifyPassword(password, account.password_hash) : checkAgainstDummy(password),
    );
    if (!account || !matches) throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    const id = newSecret();
    const csrfToken = newSecret();
    await app.staff.startSession(hashSessionId(id), account.id, csrfToken);
    await app.audit.record({ staffName: account.name, action: 'signed_in' });
    return reply.header('set-cookie', sessionCookie(id)).send(session(account.name, csrfToken));
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', guardStaffRoutes(signedIn));

    signedIn.get(local(STAFF_API.session), async (request) => {
      const staff = staffOf(request);
      return session(staff.name, staff.csrfToken);
    });

    signedIn.delete(local(STAFF_API.session), async (request, reply) => {
      const staff = staffOf(request);
      await app.staff.endSession(staff.idHash);
      await app.audit.record({ staffName: staff.name, action: 'signed_out' });
      return reply.code(204).header('set-cookie', CLEARED_SESSION_COOKIE).send();
    });

    signedIn.get(local(STAFF_API.audit), async (request) => {
      const { page } = staffInput(auditQuerySchema, request.query);
      const { rows, total } = await app.audit.page(page, STAFF_LIMITS.pageSize);
      const items: AuditEntry[] = rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
      }));
      return { items, total };
    });

    await signedIn.register(staffRecordRoutes);
    await signedIn.register(staffReviewRoutes);
  });

  // Unknown staff paths: 401 before signing in, 404 after. A route rather than a not-found
  // handler, because the site's catch-all GET route would otherwise answer first.
  app.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    await requireSession(app, request);
    throw new HttpError(404, API_MESSAGES.notFound);
  });
}
