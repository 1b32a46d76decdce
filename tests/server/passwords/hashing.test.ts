import { describe, expect, test } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../../server/passwords/passwords';

describe('review password hashes', () => {
  test('use at least OWASP’s minimum scrypt cost and store the parameters with a 16-byte salt', async () => {
    expect(SCRYPT_PARAMS.N * SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(2 ** 14 * 5);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    const hash = await hashPassword('비밀번호1');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(hash).not.toContain('비밀번호1');
  });

  test('verify the exact password only, and the same password hashes differently each time', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('pass word', cheap);
    const b = await hashPassword('pass word', cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword('pass word', a)).toBe(true);
    expect(await verifyPassword('pass word', b)).toBe(true);
    expect(await verifyPassword('pass word ', a)).toBe(false);
    expect(await verifyPassword('Pass word', a)).toBe(false);
    expect(await verifyPassword('pass word', 'garbage')).toBe(false);
  });

  test('a hash made with older, cheaper parameters still verifies after they are raised', async () => {
    const old = await hashPassword('1234', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('1234', old)).toBe(true);
  });

  test('one check at the production cost', async () => {
    const hash = await hashPassword('secret1');
    const start = performance.now();
    expect(await verifyPassword('secret1', hash)).toBe(true);
    const ms = performance.now() - start;
    console.info(
      `scrypt check (N=${SCRYPT_PARAMS.N}, r=${SCRYPT_PARAMS.r}, p=${SCRYPT_PARAMS.p}): ${ms.toFixed(0)} ms`,
    );
    // A loose ceiling: catches a parameter mistake by orders of magnitude without flaking under load.
    expect(ms).toBeLessThan(5_000);
  });
});
