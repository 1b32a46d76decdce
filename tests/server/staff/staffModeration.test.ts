import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import type { AuditEntry, StaffPage, StaffReview } from '../../../contract/staffAnswers';
import { describeEachDatabase, openForSuite } from '../helpers';
import { checkPassword } from '../support/reviewPasswords';
import { addReview, asStaff, NAME, nextClient, signedInApp } from '../support/staff';

const as = asStaff;

describeEachDatabase('staff moderation and audit log on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test('a hidden review is gone from every public answer, with content for staff, and back after restore', async () => {
    const id = await addReview(t.app, '숨길 후기');
    const publicList = async () =>
      (await t.app.inject({ url: `${REVIEW_API.list}?items_per_page=20` })).json() as {
        items: { id: number }[];
        total: number;
      };
    const before = await publicList();

    const hidden = await t.app.inject(
      as(t.signed, {
        method: 'POST',
        url: STAFF_API.reviewHide(id),
        payload: { reason: '명예훼손 신고' },
      }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id,
      content: '후기 내용입니다.',
      username: '박후기',
      hidden_reason: '명예훼손 신고',
      hidden_by: NAME,
      hidden_at: expect.any(String),
    });

    const after = await publicList();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(id);
    const publicCalls: InjectOptions[] = [
      { url: `${REVIEW_API.list}/${id}` },
      { method: 'POST', url: `${REVIEW_API.list}/${id}/views` },
      {
        method: 'POST',
        url: `${REVIEW_API.list}/${id}/verify-password`,
        payload: { password: 'secret1' },
      },
      {
        method: 'PUT',
        url: `${REVIEW_API.list}/${id}`,
        payload: { password: 'secret1', title: '수정', content: '수정', consultation_type: 'gift' },
      },
      { method: 'DELETE', url: `${REVIEW_API.list}/${id}`, payload: { password: 'secret1' } },
    ];
    for (const call of publicCalls) {
      const response = await t.app.inject({ ...call, remoteAddress: nextClient() });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('숨길 후기');
      expect(response.body).not.toContain('후기 내용입니다.');
    }

    const again = await t.app.inject(
      as(t.signed, { method: 'POST', url: STAFF_API.reviewHide(id), payload: { reason: '다시' } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: STAFF_MESSAGES.alreadyHidden });
    const hiddenOnly = (
      await t.app.inject(as(t.signed, { url: `${STAFF_API.reviews}?visibility=hidden` }))
    ).json() as StaffPage<StaffReview>;
    expect(hiddenOnly.items.map((review) => review.id)).toEqual([id]);
    const all = (
      await t.app.inject(as(t.signed, { url: STAFF_API.reviews }))
    ).json() as StaffPage<StaffReview>;
    expect(all.total).toBe(before.total);
    expect(all.items[0]?.id).toBe(id);

    // A restore takes a reason too; without one nothing changes.
    const bare = await t.app.inject(
      as(t.signed, { method: 'POST', url: STAFF_API.reviewRestore(id), payload: { reason: ' ' } }),
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().detail).toBe(STAFF_MESSAGES.restoreReasonRequired);
    const restored = await t.app.inject(
      as(t.signed, {
        method: 'POST',
        url: STAFF_API.reviewRestore(id),
        payload: { reason: '신고 철회' },
      }),
    );
    expect(restored.statusCode).toBe(200);
    // Why it was hidden stays beside why it is shown again.
    expect(restored.json()).toMatchObject({
      id,
      hidden_at: null,
      hidden_reason: expect.any(String),
      hidden_by: NAME,
      restored_reason: '신고 철회',
      restored_by: NAME,
    });
    expect((await publicList()).total).toBe(before.total);
    const detail = await t.app.inject({ url: `${REVIEW_API.list}/${id}` });
    expect(detail.statusCode).toBe(200);
    const verify = await checkPassword(t.app, id, 'secret1', nextClient());
    expect(verify.json()).toMatchObject({ verified: true });

    const notHidden = await t.app.inject(
      as(t.signed, {
        method: 'POST',
        url: STAFF_API.reviewRestore(id),
        payload: { reason: '다시' },
      }),
    );
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json()).toEqual({ detail: STAFF_MESSAGES.notHidden });
    const noReason = await t.app.inject(
      as(t.signed, { method: 'POST', url: STAFF_API.reviewHide(id), payload: { reason: '  ' } }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe(STAFF_MESSAGES.hideReasonRequired);
  });

  test('deleting a review for good: 204, gone for staff and public, audited; a second time 404', async () => {
    const id = await addReview(t.app, '지울 후기');
    const deleted = await t.app.inject(
      as(t.signed, { method: 'DELETE', url: STAFF_API.review(id) }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `${REVIEW_API.list}/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject(as(t.signed, { url: STAFF_API.review(id) }))).statusCode).toBe(404);
    const again = await t.app.inject(as(t.signed, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(again.json()).toEqual({ detail: STAFF_MESSAGES.reviewNotFound });
    const [entry] = await t.db.query<{ action: string; target_id: number }>(
      "SELECT action, target_id FROM audit_log WHERE action = 'review_deleted'",
    );
    expect(entry).toEqual({ action: 'review_deleted', target_id: id });
  });

  test('the audit log pages newest first', async () => {
    for (let i = 0; i <= STAFF_LIMITS.pageSize; i++) {
      await t.app.audit.record({ staffName: NAME, action: 'signed_in' });
    }
    const response = await t.app.inject(as(t.signed, { url: `${STAFF_API.audit}?page=1` }));
    const body = response.json() as StaffPage<AuditEntry>;
    expect(body.total).toBeGreaterThan(STAFF_LIMITS.pageSize);
    expect(body.items).toHaveLength(STAFF_LIMITS.pageSize);
    const ids = body.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (await t.app.inject(as(t.signed, { url: `${STAFF_API.audit}?page=x` }))).statusCode,
    ).toBe(400);
  });
});
