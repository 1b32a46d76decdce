import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Firm, firmFactLabel } from '../../contract/firm';
import { API_MESSAGES } from '../../contract/messages';
import { placeholderFactsOf } from '../../contract/readyToPublish';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES, type StaffRole } from '../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignedIn,
  type StaffSignInStep,
  staffCodeSchema,
  staffSignInSchema,
  TOTP_CODE_PATTERN,
} from '../../contract/staffAccess';
import type { AuditEntry, StaffSession, StaffSessionInfo } from '../../contract/staffAnswers';
import { type AuditQuery, auditQuerySchema } from '../../contract/staffLists';
import type { AuditFilter, AuditRow } from '../db/audit';
import { recordAudit } from '../db/audit';
import { type AuditWords, auditWordsFor } from '../db/auditWords';
import { type StaffAccountRow, staffRepository } from '../db/staff';
import { SESSION_LIFETIME } from '../db/staffSessions';
import { HttpError } from '../http';
import { accessRecordsCsv } from '../operations/exports';
import { guardedSignIn, type SignInClient, signInClientKey } from '../passwords/passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import {
  accessActor,
  CLEARED_SESSION_COOKIE,
  checkForgery,
  deviceCookie,
  deviceIdFrom,
  guardStaffRoutes,
  hashSessionId,
  newSecret,
  requireSession,
  sessionCookie,
  staffOf,
} from '../plugins/staffSession';
import {
  base32Key,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpKey,
  otpauthUri,
  qrSvg,
  type SecretBox,
} from '../secondFactor';
import { staffAccountRoutes } from './staffAccounts';
import { staffContentRoutes } from './staffContent';
import { staffNoteRoutes } from './staffNotes';
import { staffOwnPasswordRoutes } from './staffOwnPassword';
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

const auditEntry =
  (words: AuditWords) =>
  (row: AuditRow): AuditEntry => ({
    ...row,
    created_at: row.created_at.toISOString(),
    target_name: words.names.get(`${row.target_type}:${row.target_id}`) ?? null,
    session_started_at:
      row.session_id === null
        ? null
        : (words.sessionStarts.get(row.session_id)?.toISOString() ?? null),
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
export async function staffRoutes(
  app: FastifyInstance,
  options: { scrypt: ScryptParams; secrets: SecretBox; clock: () => number },
) {
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

  /** The answer to a right password: a challenge, and a new authenticator when there is none. */
  async function challengeFor(account: StaffAccountRow, client: string): Promise<StaffSignInStep> {
    const challenge = newSecret();
    if (account.totp_secret) {
      await app.staff.startChallenge(hashSessionId(challenge), account, null, client);
      return { next: 'code', challenge };
    }
    const key = newTotpKey();
    const sealed = options.secrets.seal(key, account.id);
    await app.staff.startChallenge(hashSessionId(challenge), account, sealed, client);
    const uri = otpauthUri(account.name, key);
    return { next: 'enrol', challenge, secret: base32Key(key), otpauthUri: uri, qrSvg: qrSvg(uri) };
  }

  // Step one: the password. Right, it gives a challenge, never a session (decision 179).
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
    // A browser that completed a sign-in to this very account is not a stranger (decision 183).
    const deviceId = deviceIdFrom(request);
    const device = deviceId ? hashSessionId(deviceId) : undefined;
    // Looked up whether or not the name is an account's (id 0 is none), so that a cookie sent
    // with a guessed name does not time the name's existence.
    const known = device
      ? await app.staff.knowsDevice(device, account?.id ?? 0, STAFF_SECOND_FACTOR.deviceDays)
      : false;
    const from: SignInClient = known && device ? { device } : { ip: client ?? 'gone' };
    let matches: boolean;
    try {
      matches = await guardedSignIn(app.staff, from, name, () =>
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
    return challengeFor(account, signInClientKey(from));
  });

  // Step two: the authenticator's code, a recovery code, or (enrolling) the new app's first code.
  app.post(local(STAFF_API.sessionCode), { config: WRITE_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, null);
    const { challenge, code } = staffInput(staffCodeSchema, request.body);
    const idHash = hashSessionId(challenge);
    const row = await app.staff.challenge(idHash, STAFF_SECOND_FACTOR.challengeMinutes);
    if (!row) throw new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const client = request.ip ?? null;
    const actor = { staffName: row.name, staffId: row.staff_id, client };
    const expired = () => new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired);
    // A wrong code counts as a wrong sign-in of the client on the name, and ends the challenge
    // at challengeWrongCodes: knowing the password buys a handful of guesses, no more.
    const wrong = async (detail: string): Promise<never> => {
      await app.audit.record({ ...actor, action: 'sign_in_failed', detail });
      await app.staff.countWrong(row.client, row.name);
      const goesOn = await app.staff.wrongCode(idHash, STAFF_SECOND_FACTOR.challengeWrongCodes);
      throw goesOn ? new HttpError(401, STAFF_SIGN_IN_MESSAGES.codeWrong) : expired();
    };
    const now = options.clock();
    let recoveryCodes: string[] | undefined;
    if (row.pending_secret) {
      const key = options.secrets.open(row.pending_secret, row.staff_id);
      const step = TOTP_CODE_PATTERN.test(code) ? matchingStep(key, code, now) : null;
      if (step === null) return wrong('wrong code (enrolment)');
      if (!(await app.staff.endChallenge(idHash))) throw expired();
      const codes = newRecoveryCodes();
      const sealed = row.pending_secret;
      const enrolled = await app.db.transaction(async (tx) => {
        if (
          !(await staffRepository(tx).enrol(
            row.staff_id,
            sealed,
            step,
            codes.map(hashRecoveryCode),
          ))
        ) {
          return false;
        }
        await recordAudit(tx, {
          ...actor,
          action: 'second_factor_enrolled',
          target: { type: 'staff', id: row.staff_id },
          detail: row.name,
        });
        return true;
      });
      if (!enrolled) throw expired();
      recoveryCodes = codes;
    } else if (row.totp_secret && TOTP_CODE_PATTERN.test(code)) {
      const step = matchingStep(options.secrets.open(row.totp_secret, row.staff_id), code, now);
      if (step === null) return wrong('wrong code');
      // The code's step is taken once, by one instance: a replay is a wrong code.
      if (!(await app.staff.takeStep(row.staff_id, step))) return wrong('code used before');
      if (!(await app.staff.endChallenge(idHash))) throw expired();
    } else {
      if (!(await app.staff.spendRecoveryCode(row.staff_id, hashRecoveryCode(code)))) {
        return wrong('wrong recovery code');
      }
      if (!(await app.staff.endChallenge(idHash))) throw expired();
      await app.audit.record({
        ...actor,
        action: 'recovery_code_used',
        target: { type: 'staff', id: row.staff_id },
        detail: `${row.name}: ${await app.staff.recoveryCodesLeft(row.staff_id)}`,
      });
    }
    const id = newSecret();
    const csrfToken = newSecret();
    const sessionId = await app.staff.startSession(
      hashSessionId(id),
      { id: row.staff_id, password_hash: row.password_hash },
      csrfToken,
      client,
    );
    if (sessionId === undefined) {
      await app.audit.record({
        ...actor,
        action: 'sign_in_failed',
        detail: 'password changed or account disabled meanwhile',
      });
      throw expired();
    }
    await app.staff.clearMistakes(row.client, row.name);
    const device = newSecret();
    await app.staff.rememberDevice(hashSessionId(device), row.staff_id);
    await app.audit.record({ ...actor, sessionId, action: 'signed_in' });
    const signedIn: StaffSignedIn = {
      ...session(row.name, row.role, csrfToken),
      ...(recoveryCodes ? { recoveryCodes } : {}),
    };
    return reply.header('set-cookie', [sessionCookie(id), deviceCookie(device)]).send(signedIn);
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
      return { items: rows.map(auditEntry(await auditWordsFor(app.db, rows))), total };
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
