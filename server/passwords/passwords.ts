import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's minimum for scrypt (N=2^14, r=8, p=5). The parameters are stored with every hash, so
 * raising them later only affects new hashes and old ones keep verifying.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number) {
  const N = params.N ?? SCRYPT_PARAMS.N;
  const r = params.r ?? SCRYPT_PARAMS.r;
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must cover 128·N·r bytes (16 MiB at the defaults) with headroom.
    scrypt(password, salt, keyLength, { ...params, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), everything needed to verify later. */
export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}
