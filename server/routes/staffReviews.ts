import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditAction, STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import type { StaffReview } from '../../contract/staffAnswers';
import {
  reviewHideSchema,
  reviewModerationQuerySchema,
  reviewRestoreSchema,
} from '../../contract/staffLists';
import { withAudit } from '../db/audit';
import type { ModeratedReviewRow, ModerationResult } from '../db/reviewModeration';
import { HttpError } from '../http';
import { accessActor, staffOf } from '../plugins/staffSession';
import { ID_PARAM, local, recordId, recordListSeen, recordSeen, staffInput } from './staffRequest';

function staffReview(row: ModeratedReviewRow): StaffReview {
  return {
    id: row.id,
    username: row.username,
    title: row.title,
    content: row.content,
    consultation_type: row.consultation_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    views: row.views,
    hidden_at: row.hidden_at?.toISOString() ?? null,
    hidden_reason: row.hidden_reason,
    hidden_by: row.hidden_by,
    restored_at: row.restored_at?.toISOString() ?? null,
    restored_reason: row.restored_reason,
    restored_by: row.restored_by,
  };
}

/** The review a moderation call names, who makes it, and the audit entry it will write. */
function moderation(request: FastifyRequest, action: AuditAction, detail?: string) {
  const id = recordId(request);
  const staff = staffOf(request);
  return {
    id,
    staff,
    entry: { ...accessActor(request), action, target: { type: 'review', id } as const, detail },
  };
}
const notFound = () => new HttpError(404, STAFF_MESSAGES.reviewNotFound);

/** The review of a hide or restore, or the 404 / 409 of one that found nothing to change. */
function changed(result: ModerationResult, unchangedMessage: string): ModeratedReviewRow {
  if (result === 'notFound') throw notFound();
  if (result === 'unchanged') throw new HttpError(409, unchangedMessage);
  return result;
}

/** Moderation: every review with its content, hide (임시조치), restore, delete for good. */
export async function staffReviewRoutes(app: FastifyInstance) {
  app.get(local(STAFF_API.reviews), async (request) => {
    const query = staffInput(reviewModerationQuerySchema, request.query);
    const { rows, total } = await app.reviewModeration.page(
      query.visibility,
      query.page,
      STAFF_LIMITS.pageSize,
    );
    // The authors' names unmasked, with what they wrote: personal data, so the view is recorded.
    await recordListSeen(app, request, {
      action: 'reviews_listed',
      query,
      targetIds: rows.map((row) => row.id),
    });
    return { items: rows.map(staffReview), total };
  });

  app.get(local(STAFF_API.review(ID_PARAM)), async (request) => {
    const row = await app.reviewModeration.find(recordId(request));
    if (!row) throw notFound();
    await recordSeen(app, request, {
      action: 'review_viewed',
      target: { type: 'review', id: row.id },
    });
    return staffReview(row);
  });

  app.post(local(STAFF_API.reviewHide(ID_PARAM)), async (request) => {
    const { reason } = staffInput(reviewHideSchema, request.body);
    const { id, staff, entry } = moderation(request, 'review_hidden', reason);
    const row = await withAudit(app.db, entry, async (tx) =>
      changed(
        await app.reviewModeration.hide(tx, id, reason, staff.name),
        STAFF_MESSAGES.alreadyHidden,
      ),
    );
    return staffReview(row);
  });

  app.post(local(STAFF_API.reviewRestore(ID_PARAM)), async (request) => {
    const { reason } = staffInput(reviewRestoreSchema, request.body);
    const { id, staff, entry } = moderation(request, 'review_restored', reason);
    const row = await withAudit(app.db, entry, async (tx) =>
      changed(
        await app.reviewModeration.restore(tx, id, reason, staff.name),
        STAFF_MESSAGES.notHidden,
      ),
    );
    return staffReview(row);
  });

  app.delete(local(STAFF_API.review(ID_PARAM)), async (request, reply) => {
    const { id, entry } = moderation(request, 'review_deleted');
    await withAudit(app.db, entry, async (tx) => {
      if (!(await app.reviewModeration.remove(tx, id))) throw notFound();
    });
    return reply.code(204).send();
  });
}
