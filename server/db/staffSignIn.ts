import type { StaffRole } from '../../contract/staff';
import type { Queryable } from './database';

/** A right password waiting for its code, with the account as it is now. */
export interface StaffChallengeRow {
  staff_id: number;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  pending_secret: string | null;
  client: string;
  /** Wrong codes so far; at the limit (or voided by a newer challenge) it checks no code. */
  wrong_codes: number;
}

/** Signing in: wrong-sign-in counts, the code's challenges, the second factor and known browsers. */
export function staffSignInQueries(db: Queryable) {
  async function endChallenge(idHash: string): Promise<boolean> {
    const rows = await db.query<{ staff_id: number }>(
      'DELETE FROM staff_sign_in_challenges WHERE id_hash = $1 RETURNING staff_id',
      [idHash],
    );
    return rows.length > 0;
  }
  async function addRecoveryCodes(id: number, hashes: string[]): Promise<void> {
    for (const hash of hashes) {
      await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
        id,
        hash,
      ]);
    }
  }
  return {
    /**
     * An authenticator set up from the command line: the account's key (sealed) and the hashes
     * of its recovery codes, replacing any earlier ones.
     */
    async setSecondFactor(id: number, sealed: string, recoveryHashes: string[]): Promise<void> {
      await db.query(
        `UPDATE staff SET totp_secret = $2, totp_enrolled_at = now(), totp_enrolled_from = NULL,
           totp_last_step = NULL WHERE id = $1`,
        [id, sealed],
      );
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await addRecoveryCodes(id, recoveryHashes);
    },

    /**
     * Enrolment confirmed by its first code: stores the key unless the account has one already
     * (two confirmations at once: one wins), with the code's step as used. False when refused.
     */
    async enrol(
      id: number,
      sealed: string,
      step: number,
      recoveryHashes: string[],
      client: string | null,
    ): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff SET totp_secret = $2, totp_enrolled_at = now(), totp_last_step = $3,
           totp_enrolled_from = $4
         WHERE id = $1 AND totp_secret IS NULL RETURNING id`,
        [id, sealed, step, client],
      );
      if (!rows[0]) return false;
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await addRecoveryCodes(id, recoveryHashes);
      return true;
    },

    /**
     * Takes the code of `step` as used: true at most once per step and never for a step at or
     * before the last one taken, whatever instances check it at once (the row's lock decides).
     */
    async takeStep(id: number, step: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff SET totp_last_step = $2
         WHERE id = $1 AND totp_secret IS NOT NULL
           AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [id, step],
      );
      return rows.length > 0;
    },

    /** Uses one recovery code of the account's: true once, false after or when it is not one. */
    async spendRecoveryCode(id: number, codeHash: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff_recovery_codes SET used_at = now()
         WHERE id = (SELECT id FROM staff_recovery_codes
                     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
           AND used_at IS NULL RETURNING id`,
        [id, codeHash],
      );
      return rows.length > 0;
    },

    /** The account's recovery codes not used yet. */
    async recoveryCodesLeft(id: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
        [id],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * A right password: the challenge its code is asked under. The account's older challenges
     * are spent (kept until they expire, so a code sent on one still counts as a wrong try):
     * one live challenge per account, so a password does not buy guesses by the handful.
     */
    async startChallenge(
      idHash: string,
      account: { id: number; password_hash: string },
      pendingSecret: string | null,
      client: string,
      spentAt: number,
    ): Promise<void> {
      await db.query(
        'UPDATE staff_sign_in_challenges SET wrong_codes = GREATEST(wrong_codes, $2) WHERE staff_id = $1',
        [account.id, spentAt],
      );
      await db.query(
        `INSERT INTO staff_sign_in_challenges (id_hash, staff_id, password_hash, pending_secret, client)
         VALUES ($1, $2, $3, $4, $5)`,
        [idHash, account.id, account.password_hash, pendingSecret, client],
      );
    },

    /**
     * The challenge if it is young enough and its account unchanged since (same password, not
     * stopped, no authenticator reset meanwhile); an outdated one is deleted. An enrolment whose
     * account got an authenticator meanwhile is returned: the route tells its member so.
     */
    async challenge(idHash: string, minutes: number): Promise<StaffChallengeRow | undefined> {
      const rows = await db.query<StaffChallengeRow>(
        `SELECT c.staff_id, s.name, s.role, s.password_hash, s.totp_secret, c.pending_secret,
                c.client, c.wrong_codes
         FROM staff_sign_in_challenges c JOIN staff s ON s.id = c.staff_id
         WHERE c.id_hash = $1 AND c.password_hash = s.password_hash AND s.disabled_at IS NULL
           AND c.created_at > now() - make_interval(mins => $2)
           AND (c.pending_secret IS NOT NULL OR s.totp_secret IS NOT NULL)`,
        [idHash, minutes],
      );
      if (!rows[0]) await endChallenge(idHash);
      return rows[0];
    },

    /**
     * A wrong code on the challenge; at `max` of them it is spent (it checks no more codes, and
     * a code sent on it still counts as wrong until it expires). True while it goes on.
     */
    async wrongCode(idHash: string, max: number): Promise<boolean> {
      const rows = await db.query<{ wrong_codes: number }>(
        `UPDATE staff_sign_in_challenges SET wrong_codes = wrong_codes + 1
         WHERE id_hash = $1 RETURNING wrong_codes`,
        [idHash],
      );
      return (rows[0]?.wrong_codes ?? max) < max;
    },

    /** Ends the challenge; true for the one call that ended it (a code opens one session). */
    endChallenge,

    /** Remembers the browser as one that signed in to the account. */
    async rememberDevice(idHash: string, staffId: number): Promise<void> {
      await db.query(
        `INSERT INTO staff_devices (id_hash, staff_id) VALUES ($1, $2)
         ON CONFLICT (id_hash) DO UPDATE SET last_used_at = now()`,
        [idHash, staffId],
      );
    },

    /** Whether the browser signed in to the account within `days` (and marks it used). */
    async knowsDevice(idHash: string, staffId: number, days: number): Promise<boolean> {
      const rows = await db.query<{ staff_id: number }>(
        `UPDATE staff_devices SET last_used_at = now()
         WHERE id_hash = $1 AND staff_id = $2 AND last_used_at > now() - make_interval(days => $3)
         RETURNING staff_id`,
        [idHash, staffId, days],
      );
      return rows.length > 0;
    },

    /** Records a sign-in check as in flight, before its password is compared. */
    async startSignIn(client: string, name: string): Promise<string> {
      const rows = await db.query<{ id: string | number }>(
        'INSERT INTO staff_sign_in_attempts (client, name) VALUES ($1, $2) RETURNING id',
        [client, name],
      );
      return String(rows[0]?.id);
    },

    /**
     * The client's wrong sign-ins on `name` in the window, its checks still running ahead, and
     * the wrong sign-ins on `name` from every address in the window.
     */
    async signInStanding(
      client: string,
      name: string,
      attemptId: string,
      windows: { windowMinutes: number; staleAfterSeconds: number },
    ): Promise<{ recentWrong: number; ahead: number; accountWrong: number }> {
      const rows = await db.query<{ recent_wrong: number; ahead: number; account_wrong: number }>(
        `SELECT
           count(*) FILTER (WHERE client = $1 AND wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS recent_wrong,
           count(*) FILTER (WHERE client = $1 AND wrong IS NULL AND id < $3
                              AND attempted_at > now() - make_interval(secs => $5))::int AS ahead,
           count(*) FILTER (WHERE wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS account_wrong
         FROM staff_sign_in_attempts
         WHERE name = $2`,
        [client, name, attemptId, windows.windowMinutes, windows.staleAfterSeconds],
      );
      return {
        recentWrong: rows[0]?.recent_wrong ?? 0,
        ahead: rows[0]?.ahead ?? 0,
        accountWrong: rows[0]?.account_wrong ?? 0,
      };
    },

    /**
     * A wrong password (or code) stays counted; a right password removes this check only: the
     * client's earlier mistakes on the name go when the sign-in completes, with its code
     * (`clearMistakes`), or a thief of the password could guess codes without end.
     */
    async settleSignIn(attemptId: string, wrong: boolean) {
      if (wrong) {
        await db.query(
          'UPDATE staff_sign_in_attempts SET wrong = true, attempted_at = now() WHERE id = $1',
          [attemptId],
        );
      } else {
        await db.query('DELETE FROM staff_sign_in_attempts WHERE id = $1', [attemptId]);
      }
    },

    /** A wrong proof outside a sign-in (own password change): a wrong sign-in of the client. */
    async countWrong(client: string, name: string): Promise<void> {
      await db.query(
        'INSERT INTO staff_sign_in_attempts (client, name, wrong) VALUES ($1, $2, true)',
        [client, name],
      );
    },

    /** A completed sign-in clears the client's earlier mistakes on the name. */
    async clearMistakes(client: string, name: string): Promise<void> {
      await db.query(
        'DELETE FROM staff_sign_in_attempts WHERE client = $1 AND name = $2 AND wrong',
        [client, name],
      );
    },

    /** A check that never compared a password (refused, failed) leaves no trace. */
    async forgetSignIn(attemptId: string): Promise<void> {
      await db.query('DELETE FROM staff_sign_in_attempts WHERE id = $1', [attemptId]);
    },
  };
}
