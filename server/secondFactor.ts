// The staff second factor's arithmetic and secrets: RFC 6238 codes (@oslojs/otp), the key sealed
// at rest (AES-256-GCM under STAFF_TOTP_KEY), recovery codes, the enrolment's URI and QR code.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeBase32LowerCaseNoPadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { renderSVG } from 'uqr';
import {
  normalizedCode,
  RECOVERY_CODE_PATTERN,
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
} from '../contract/staffAccess';
import { HttpError } from './http';

const S = STAFF_SECOND_FACTOR;
/** RFC 4226 recommends 160 bits, the HMAC-SHA1 block the apps expect. */
const KEY_BYTES = 20;

/** A new authenticator key. */
export const newTotpKey = () => new Uint8Array(randomBytes(KEY_BYTES));
export const base32Key = (key: Uint8Array) => encodeBase32NoPadding(key);

/** The RFC 6238 time step of `ms` since the epoch. */
export const timeStep = (ms: number) => Math.floor(ms / (S.periodSeconds * 1000));

/** The code of `step` (what the app shows during it). */
export const codeAt = (key: Uint8Array, step: number) => generateHOTP(key, BigInt(step), S.digits);

/**
 * The step whose code `code` is, within ±driftSteps of `nowMs`, or null. Every candidate is
 * compared (in constant time), so the time taken says nothing about which one matched.
 */
export function matchingStep(key: Uint8Array, code: string, nowMs: number): number | null {
  const now = timeStep(nowMs);
  let found: number | null = null;
  const typed = Buffer.from(code);
  for (let step = now - S.driftSteps; step <= now + S.driftSteps; step++) {
    const expected = Buffer.from(codeAt(key, step));
    if (expected.length === typed.length && timingSafeEqual(expected, typed) && found === null) {
      found = step;
    }
  }
  return found;
}

/**
 * What an authenticator app reads (from the QR code, or `npm run staff -- … --otpauth`). The
 * query's spaces are written %20, not the form encoding's `+`, which some apps show as is.
 */
export const otpauthUri = (accountName: string, key: Uint8Array) =>
  createTOTPKeyURI(S.issuer, accountName, key, S.periodSeconds, S.digits).replaceAll('+', '%20');

/** The URI as an SVG QR code: drawn here, so the console needs no QR library of its own. */
export const qrSvg = (uri: string) => renderSVG(uri, { ecc: 'M', border: 2 });

/** Ten new recovery codes, `xxxxx-xxxxx` in base32 (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: S.recoveryCodes }, () => {
    const letters = encodeBase32LowerCaseNoPadding(randomBytes(7)).slice(0, 10);
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What is stored of a recovery code; the hyphen and case as typed do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizedCode(code).replace('-', '')).digest('hex');
}
export const isRecoveryCode = (code: string) => RECOVERY_CODE_PATTERN.test(normalizedCode(code));

/**
 * Seals and opens authenticator keys with AES-256-GCM. The account's id is the additional data,
 * so a key copied into another account's row does not open.
 */
export interface SecretBox {
  seal(key: Uint8Array, staffId: number): string;
  open(sealed: string, staffId: number): Uint8Array;
}

/**
 * A stored authenticator key the server's key does not open: STAFF_TOTP_KEY changed or lost since
 * it was sealed. Only a reset of that member's factor mends it, so the member is told whom to ask
 * and the operator's log names the cause (decision 309).
 */
export class SealedKeyUnreadableError extends HttpError {
  readonly staffId: number;
  constructor(staffId: number) {
    super(500, STAFF_SIGN_IN_MESSAGES.keyUnreadable);
    this.name = 'SealedKeyUnreadableError';
    this.staffId = staffId;
  }
}

const VERSION = 'v1';

export function secretBox(masterKey: Buffer): SecretBox {
  if (masterKey.length !== 32) throw new Error('STAFF_TOTP_KEY must be 32 bytes');
  return {
    seal(key, staffId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      cipher.setAAD(Buffer.from(`staff:${staffId}`));
      const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, staffId) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) throw new SealedKeyUnreadableError(staffId);
      try {
        const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`staff:${staffId}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return new Uint8Array(
          Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
        );
      } catch {
        throw new SealedKeyUnreadableError(staffId);
      }
    },
  };
}

/** STAFF_TOTP_KEY: 32 bytes, base64 (`openssl rand -base64 32`) or 64 hex digits. */
export function parseTotpKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error(
      'STAFF_TOTP_KEY must be 32 random bytes, base64 (openssl rand -base64 32) or 64 hex digits',
    );
  }
  return key;
}

export const KEY_FILE_NAME = 'staff-totp.key';

export const NO_TOTP_KEY_WARNING =
  'STAFF_TOTP_KEY is not set: authenticator keys are sealed with a key generated into DATA_DIR/staff-totp.key, beside the data. Set STAFF_TOTP_KEY (openssl rand -base64 32) and keep it apart from the backups (docs/operations.md, "Second factor").';

/**
 * The key authenticator secrets are sealed with: STAFF_TOTP_KEY, or else (decision 181) a random
 * one made once into DATA_DIR with a warning, so a first `npm start` works; what it protects
 * against is then only a copy of the database without the data directory.
 */
export function loadTotpKey(
  config: { staffTotpKey?: string | undefined; dataDir: string },
  warn: (message: string) => void,
): Buffer {
  if (config.staffTotpKey) return parseTotpKey(config.staffTotpKey);
  warn(NO_TOTP_KEY_WARNING);
  return keyFile(config.dataDir);
}

function keyFile(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE_NAME);
  const read = () => parseTotpKey(readFileSync(file, 'utf8').trim());
  if (existsSync(file)) return read();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (the server, `npm run staff`) made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
  return key;
}

/**
 * The server's box: a STAFF_TOTP_KEY is checked at start (a malformed one stops the start); the
 * warning of a missing one is given at start too, but the key file is read or made only when a
 * key is first sealed or opened, so an instance nobody signs in to writes nothing.
 */
export function serverSecretBox(
  config: { staffTotpKey?: string | undefined; dataDir: string },
  warn: (message: string) => void,
): SecretBox {
  if (config.staffTotpKey) return secretBox(parseTotpKey(config.staffTotpKey));
  warn(NO_TOTP_KEY_WARNING);
  let box: SecretBox | undefined;
  const opened = () => {
    box ??= secretBox(keyFile(config.dataDir));
    return box;
  };
  return {
    seal: (key, staffId) => opened().seal(key, staffId),
    open: (sealed, staffId) => opened().open(sealed, staffId),
  };
}
