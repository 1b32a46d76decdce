import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { contentKey, SITE_CONTENT_PATH } from '../../../contract/pageContent';
import { CONTENT_API, repositoryContent } from '../../../contract/siteContent';
import { buildApp } from '../../../server/app';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openPostgresSchema,
  TEST_SCRYPT,
} from '../helpers';
import { fakeBuild } from '../support/fakeBuild';
import {
  OWNER,
  openPublishingSuite,
  publishingCalls,
  REAL_PHONE,
  withPhone,
} from '../support/publishing';
import { addStaff, asConfirmed, asStaff, PASSWORD, signIn } from '../support/staff';

// What a visitor's page fetches of its version, and a publish on one instance served by another.

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const t = openPublishingSuite(kind);
  const { publishStored, confirm, page } = publishingCalls(t);

  test('a page fetches the rest of its version by key: immutable, compressed, only while served', async () => {
    const content = (key: string, headers: Record<string, string> = {}) =>
      page(`${SITE_CONTENT_PATH}/${key}`, headers);
    const before = t.app.publisher.current().content;
    const served = await content(contentKey(before), { 'accept-encoding': 'br' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(served.headers['content-encoding']).toBe('br');
    expect(served.headers['content-security-policy']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(served.rawPayload).toString())).toEqual(before);
    const plain = await content(contentKey(before), { 'accept-encoding': 'identity' });
    expect(plain.json()).toEqual(before);

    // Stored, the version comes back from the database with its keys in another order: its key
    // is still the one the page was rendered with.
    const next = withPhone('02-555-0077');
    await publishStored(next);
    await t.app.publisher.refresh();
    expect((await content(contentKey(next))).json()).toEqual(next);
    for (const key of [contentKey(before), 'x'.repeat(3000), '%00', '..%2F..%2Fpackage.json']) {
      const gone = await content(key);
      expect(gone.statusCode, key).toBe(404);
      expect(gone.json().detail).toBe(API_MESSAGES.notFound);
    }
    const owner = await signIn(t.app, OWNER);
    await confirm(owner, 'POST', CONTENT_API.revert(1));
    expect((await content(contentKey(repositoryContent))).json()).toEqual(repositoryContent);
  });
});

describePostgres('two instances on one PostgreSQL', () => {
  test('a publish on one is served by the other within 2 s', async () => {
    const build = fakeBuild();
    const first = await createTestApp('postgres', { distDir: build.dir });
    const second = await buildApp({
      database: openPostgresSchema(first.location),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: build.dir,
      config: { writeLimitPerMinute: 100_000 },
    });
    try {
      await addStaff(first.app, OWNER, PASSWORD, 'owner');
      const owner = await signIn(first.app, OWNER);
      await first.app.inject(
        asStaff(owner, {
          method: 'PUT',
          url: CONTENT_API.draft,
          payload: withPhone(REAL_PHONE),
        }),
      );
      const published = await asConfirmed(first.app, owner, {
        method: 'POST',
        url: CONTENT_API.publish,
      });
      expect(published.statusCode).toBe(200);
      const start = Date.now();
      let body = '';
      while (Date.now() - start < 2000 && !body.includes(REAL_PHONE)) {
        body = (await second.inject({ url: '/' })).body;
        if (!body.includes(REAL_PHONE)) await new Promise((done) => setTimeout(done, 25));
      }
      expect(body).toContain(`class="phone">${REAL_PHONE}<`);
      expect(second.publisher.current().version).toBe(2);
    } finally {
      await second.close();
      await first.close();
      build.dispose();
    }
  });
});
