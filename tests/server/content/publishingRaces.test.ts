import { expect, test, vi } from 'vitest';
import { CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import { CONTENT_API, type ContentState, draftSeenIn } from '../../../contract/siteContent';
import { STAFF_MESSAGES } from '../../../contract/staff';
import { contentRepository } from '../../../server/db/content';
import { DatabaseUnavailableError } from '../../../server/db/database';
import { createTestApp, describeEachDatabase, describePostgres } from '../helpers';
import { fakeBuild } from '../support/fakeBuild';
import {
  CLERK,
  OWNER,
  openPublishingSuite,
  publishingCalls,
  REAL_PHONE,
  withPhone,
} from '../support/publishing';
import { addStaff, asStaff, PASSWORD, signIn } from '../support/staff';

// A publish, a revert or a discard meets another save, a rollback, a render still running or a
// refresh that fails: each is answered as what happened, and the versions count only publishes.

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const t = openPublishingSuite(kind);
  const { call, publishStored, confirm, phoneOn } = publishingCalls(t);

  test('publish, revert and discard act on the draft their owner saw, or not at all', async () => {
    const clerk = await signIn(t.app, CLERK);
    const owner = await signIn(t.app, OWNER);
    const first = (await call(clerk, 'PUT', CONTENT_API.draft, withPhone('02-555-0001'))).json();
    const seen = draftSeenIn(first as ContentState);
    // Someone saves again after the owner looked: the owner's confirmation is about the old one.
    const second = (await call(clerk, 'PUT', CONTENT_API.draft, withPhone('02-555-0002'))).json();
    expect((second as ContentState).draft?.revision).not.toBe(seen.draft);
    const before = (await call(owner, 'GET', CONTENT_API.state)).json() as ContentState;
    for (const [method, url] of [
      ['POST', CONTENT_API.publish],
      ['POST', CONTENT_API.revert(1)],
      ['DELETE', CONTENT_API.draft],
    ] as const) {
      const refused = await call(owner, method, url, seen);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().detail, url).toBe(CONTENT_MESSAGES.draftChanged);
      // Without naming one, or naming none while there is one: refused too.
      expect((await call(owner, method, url)).statusCode, url).toBe(400);
      expect((await call(owner, method, url, { draft: null })).statusCode, url).toBe(409);
    }
    // Nothing published, nothing thrown away: the second save is the draft, untouched.
    expect((await call(owner, 'GET', CONTENT_API.state)).json()).toEqual(before);
    expect(await phoneOn('/')).toBe(before.published.content.firm.mainPhone);
    expect((await confirm(owner, 'DELETE', CONTENT_API.draft)).statusCode).toBe(204);
  });

  test('versions count the versions: a publish that did not happen takes no number', async () => {
    const owner = await signIn(t.app, OWNER);
    const before = ((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).published
      .version;
    // Written, then rolled back (a crash or a failed check after the insert).
    await expect(
      t.db.transaction(async (tx) => {
        const content = contentRepository(tx);
        await content.lock();
        await content.publish(withPhone('02-555-0003'), OWNER);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await call(owner, 'PUT', CONTENT_API.draft, withPhone('02-555-0004'));
    const published = (await confirm(owner, 'POST', CONTENT_API.publish)).json() as ContentState;
    expect(published.published.version).toBe(before + 1);
    expect((await confirm(owner, 'POST', CONTENT_API.revert(before))).statusCode).toBe(200);
  });

  test('a version published while this instance renders the one before is served after it', async () => {
    const renderer = t.app.publisher.renderer;
    if (!renderer) throw new Error('the fake build renders');
    const before = t.app.publisher.current().version;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const renderAll = renderer.renderAll.bind(renderer);
    const slow = vi.spyOn(renderer, 'renderAll').mockImplementation(async (content) => {
      await held;
      return renderAll(content);
    });
    try {
      await publishStored(withPhone('02-555-0021'));
      const first = t.app.publisher.refresh();
      await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
      // The next publish's notification arrives while the first is being rendered.
      await publishStored(withPhone('02-555-0022'));
      const second = t.app.publisher.refresh();
      release();
      await Promise.all([first, second]);
    } finally {
      slow.mockRestore();
    }
    expect(t.app.publisher.current().version).toBe(before + 2);
    expect(await phoneOn('/')).toBe('02-555-0022');
  });

  test('a publish whose pages this instance cannot read back at once is still answered as done', async () => {
    const owner = await signIn(t.app, OWNER);
    await call(owner, 'PUT', CONTENT_API.draft, withPhone('02-555-0005'));
    const refresh = vi
      .spyOn(t.app.publisher, 'refresh')
      .mockRejectedValueOnce(new DatabaseUnavailableError(new Error('gone after the commit')));
    try {
      const published = await confirm(owner, 'POST', CONTENT_API.publish);
      // It happened: saying 503 would send the owner to publish again.
      expect(published.statusCode).toBe(200);
      const state = published.json() as ContentState;
      expect(state.draft).toBeNull();
      expect(state.history[0]?.changed).toContain('firm.mainPhone');
      expect(state.published.content.firm.mainPhone).toBe('02-555-0005');
    } finally {
      refresh.mockRestore();
    }
    // The next refresh (the notification, or the periodic check) serves it.
    await t.app.publisher.refresh();
    expect(await phoneOn('/')).toBe('02-555-0005');
    expect(
      (await confirm(owner, 'POST', CONTENT_API.revert(1))).json().published.content.firm.mainPhone,
    ).toBe(firm.mainPhone);
  });
});

describePostgres('an owner demoted while their publish waits for the lock', () => {
  test('publishes nothing: the role is read again under the lock', async () => {
    const build = fakeBuild();
    const t = await createTestApp('postgres', { distDir: build.dir });
    try {
      await addStaff(t.app, OWNER, PASSWORD, 'owner');
      await addStaff(t.app, '부대표', PASSWORD, 'owner');
      const owner = await signIn(t.app, OWNER);
      const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject(asStaff(owner, { method, url, ...(payload ? { payload } : {}) }));
      const saved = (await send('PUT', CONTENT_API.draft, withPhone(REAL_PHONE))).json();
      let answer: Promise<{ statusCode: number; json: () => { detail: string } }> | undefined;
      await t.db.transaction(async (tx) => {
        await contentRepository(tx).lock();
        answer = send('POST', CONTENT_API.publish, draftSeenIn(saved));
        // The publish has passed its request's owner check and now waits for the lock.
        for (let waiting = 0; waiting === 0; ) {
          const [row] = await t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          );
          waiting = row?.n ?? 0;
        }
        await t.db.query("UPDATE staff SET role = 'staff' WHERE name = $1", [OWNER]);
      });
      const refused = await answer;
      expect(refused?.statusCode).toBe(403);
      expect(refused?.json().detail).toBe(STAFF_MESSAGES.ownerOnly);
      expect(t.app.publisher.current().version).toBe(1);
    } finally {
      await t.close();
      build.dispose();
    }
  });
});

describePostgres('a draft saved while a publish runs', () => {
  test('waits for it, and is kept as the next draft', async () => {
    const build = fakeBuild();
    const t = await createTestApp('postgres', { distDir: build.dir });
    try {
      await addStaff(t.app, OWNER, PASSWORD, 'owner');
      await addStaff(t.app, CLERK, PASSWORD, 'staff');
      const owner = await signIn(t.app, OWNER);
      const clerk = await signIn(t.app, CLERK);
      const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
        t.app.inject(asStaff(owner, { method, url, payload }));
      const first = (await send('PUT', CONTENT_API.draft, withPhone('02-555-0011'))).json();
      const waiting = async () => {
        const [row] = await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        return row?.n ?? 0;
      };
      let publish: Promise<{ statusCode: number }> | undefined;
      let save: Promise<{ statusCode: number }> | undefined;
      await t.db.transaction(async (tx) => {
        // The lock a running publish holds.
        await contentRepository(tx).lock();
        publish = send('POST', CONTENT_API.publish, draftSeenIn(first));
        while ((await waiting()) < 1);
        save = send('PUT', CONTENT_API.draft, withPhone('02-555-0012'));
        // Saving queues behind it rather than writing under it.
        await expect.poll(waiting, { timeout: 5000 }).toBe(2);
        // Someone who may not publish is told so at once, not after the queue.
        const clerkPublish = await t.app.inject(
          asStaff(clerk, { method: 'POST', url: CONTENT_API.publish, payload: draftSeenIn(first) }),
        );
        expect(clerkPublish.statusCode).toBe(403);
      });
      expect((await publish)?.statusCode).toBe(200);
      expect((await save)?.statusCode).toBe(200);
      const state = (
        await t.app.inject(asStaff(owner, { url: CONTENT_API.state }))
      ).json() as ContentState;
      expect(state.published.content.firm.mainPhone).toBe('02-555-0011');
      expect(state.draft?.content.firm.mainPhone).toBe('02-555-0012');
    } finally {
      await t.close();
      build.dispose();
    }
  });
});
