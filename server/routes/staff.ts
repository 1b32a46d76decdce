import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { STAFF_API, STAFF_MESSAGES } from '../../contract/staff';
import type { StaffSessionInfo } from '../../contract/staffAnswers';
import { SESSION_LIFETIME } from '../db/staffSessions';
import { HttpError } from '../http';
import type { ScryptParams } from '../passwords/passwords';
import {
  accessActor,
  CLEARED_SESSION_COOKIE,
  guardStaffRoutes,
  requireSession,
  staffOf,
} from '../plugins/staffSession';
import type { SecretBox } from '../secondFactor';
import { staffAccountRoutes } from './staffAccounts';
import { staffAuditRoutes } from './staffAudit';
import { staffContentRoutes } from './staffContent';
import { staffFileRoutes } from './staffFiles';
import { staffNoteRoutes } from './staffNotes';
import { staffOwnPasswordRoutes } from './staffOwnPassword';
import { staffRecordRoutes } from './staffRecords';
import { ID_PARAM, local, recordId } from './staffRequest';
import { staffReviewRoutes } from './staffReviews';
import { sessionAnswer, staffSignInRoutes } from './staffSignIn';
import { staffTodayRoutes } from './staffToday';
import { staffVisitRoutes } from './visits';

/**
 * The staff API, registered at STAFF_PREFIX. Sign-in is the only call without a session; every
 * other path, unknown ones included, answers 401 first, so nothing is learnt before signing in.
 */
export async function staffRoutes(
  app: FastifyInstance,
  options: { scrypt: ScryptParams; secrets: SecretBox; clock: () => number },
) {
  const session = sessionAnswer(app);
  app.decorateRequest('staffIdentity', null);
  await staffSignInRoutes(app, options);

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
    await signedIn.register(staffAuditRoutes);
    await signedIn.register(staffRecordRoutes);
    await signedIn.register(staffFileRoutes);
    await signedIn.register(staffTodayRoutes);
    await signedIn.register(staffNoteRoutes);
    await signedIn.register(staffReviewRoutes);
    await signedIn.register(staffAccountRoutes, { scrypt: options.scrypt });
    await signedIn.register(staffOwnPasswordRoutes, {
      scrypt: options.scrypt,
      secrets: options.secrets,
      clock: options.clock,
    });
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
