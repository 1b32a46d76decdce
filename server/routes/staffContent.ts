import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../contract/contentLimits';
import { API_MESSAGES } from '../../contract/messages';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  type ContentState,
  type ContentVersionInfo,
  completeContent,
  draftSeenSchema,
  type SiteContent,
  siteContentSchema,
  type UploadedImage,
} from '../../contract/siteContent';
import { CASE_IMAGE_SIZE, uploadedImagePath, uploadOf } from '../../contract/successCaseImages';
import { encodeCaseImage } from '../content/contentImages';
import { PREVIEW_SCRIPT_SOURCE, withPreviewScript } from '../content/previewScript';
import { contentOf, type Publisher } from '../content/publishing';
import { recordAudit } from '../db/audit';
import {
  type ContentDraftRow,
  type ContentRepository,
  type ContentVersionRow,
  contentRepository,
} from '../db/content';
import { contentImageRepository } from '../db/contentImages';
import { DatabaseUnavailableError, type Queryable } from '../db/database';
import { staffRepository } from '../db/staff';
import { HttpError } from '../http';
import { checkActor } from '../operations/staffAccounts';
import { registerMultipart } from '../plugins/multipart';
import { previewHeaders } from '../plugins/security';
import { accessActor, requireOwner, staffOf } from '../plugins/staffSession';
import { answered } from './staffAccounts';
import { local, staffInput } from './staffRequest';

/** Every path where two values differ (`privacyOfficer.email`, `counselPhones[1].number`). */
export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => changedPaths(item, after[index], `${path}[${index}]`));
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      changedPaths(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  return [path];
}

function versionInfo(row: ContentVersionRow, before: ContentVersionRow | undefined) {
  const info: ContentVersionInfo = {
    version: row.version,
    published_by: row.published_by,
    published_at: row.published_at.toISOString(),
    reverted_from: row.reverted_from,
    changed: before ? changedPaths(contentOf(before), contentOf(row)) : [],
  };
  return info;
}

/**
 * The one file of an upload, read into memory up to the limit (5 MB: a picture, not a document,
 * so no spooling to disk as job applications do); a larger file is 413 as soon as it passes it.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, API_MESSAGES.unsupportedMediaType);
  const max = CONTENT_LIMITS.imageMaxBytes;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: max, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== CONTENT_IMAGE_FIELD) {
        part.file.resume(); // a file in another field: read and forget
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new HttpError(413, CONTENT_MESSAGES.imageTooLarge);
      bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof DatabaseUnavailableError) throw error;
    // A file past the limit is the picture's size; too many files, fields or parts, or a broken
    // body, is the form's fault, whatever status the parser gave it.
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CONTENT_MESSAGES.imageTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, CONTENT_MESSAGES.imageOne);
    throw new HttpError(400, API_MESSAGES.malformedBody);
  }
  if (!bytes) throw new HttpError(400, CONTENT_MESSAGES.imageRequired);
  return bytes;
}

/** Content naming an upload the database does not hold (a made-up or mistyped address) is refused. */
async function requireStoredUploads(db: Queryable, content: SiteContent) {
  const uploads = content.successCases.flatMap((item) => uploadOf(item.image.src) ?? []);
  const missing = await contentImageRepository(db).missing([...new Set(uploads)]);
  if (missing.length > 0) throw new HttpError(400, CONTENT_MESSAGES.imageMissing);
}

/** A path query of the preview: one of the site's pages. */
const previewQuerySchema = v.object({ path: v.optional(v.string(), '/') });

/**
 * The firm's content, edited and published from the console (decision 149): anyone signed in
 * reads it and saves or discards the draft; an owner publishes it or brings an older version
 * back. Every change is an access record.
 */
export async function staffContentRoutes(app: FastifyInstance, options: { publisher: Publisher }) {
  const { publisher } = options;
  await registerMultipart(app);

  async function state(db: Queryable): Promise<ContentState> {
    const content = contentRepository(db);
    const [rows, draft] = await Promise.all([
      content.history(CONTENT_LIMITS.historyPageSize),
      content.draft(),
    ]);
    const shown = rows.slice(0, CONTENT_LIMITS.historyPageSize);
    const newest = rows[0];
    if (!newest) throw new Error('no published content');
    return {
      published: { version: newest.version, content: contentOf(newest) },
      draft: draft
        ? {
            revision: draft.revision,
            content: contentOf(draft),
            updated_by: draft.updated_by,
            updated_at: draft.updated_at.toISOString(),
          }
        : null,
      history: shown.map((row, index) => versionInfo(row, rows[index + 1])),
    };
  }

  /**
   * A confirmed call acts on the draft its owner saw, or not at all (decision 155). Saves take
   * the same lock, so the draft cannot change between this check and the call's own write.
   */
  async function lockedAsSeen(request: FastifyRequest, repository: ContentRepository) {
    const seen = staffInput(draftSeenSchema, request.body);
    await repository.lock();
    const draft = await repository.draft();
    if ((draft?.revision ?? null) !== seen.draft) {
      throw new HttpError(409, CONTENT_MESSAGES.draftChanged);
    }
    return draft;
  }

  /** Publishing needs the build's renderer: without it the pages would not follow the data. */
  function requireRenderer() {
    if (!publisher.renderer) throw new HttpError(409, CONTENT_MESSAGES.renderingUnavailable);
  }

  app.get(local(CONTENT_API.state), () => state(app.db));

  app.put(local(CONTENT_API.draft), async (request) => {
    const input = staffInput(siteContentSchema, request.body);
    return app.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      // Waits for a publish under way: it then takes the draft it was confirmed with, not this.
      await repository.lock();
      await requireStoredUploads(tx, input);
      await repository.saveDraft(input, staffOf(request).name);
      await recordAudit(tx, { ...accessActor(request), action: 'content_draft_saved' });
      return state(tx);
    });
  });

  app.delete(local(CONTENT_API.draft), async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      if (!(await lockedAsSeen(request, repository))) {
        throw new HttpError(404, CONTENT_MESSAGES.noDraft);
      }
      await repository.discardDraft();
      await recordAudit(tx, { ...accessActor(request), action: 'content_draft_discarded' });
    });
    return reply.code(204).send();
  });

  /** Publishes `body` as a new version, unless it is what is published already. */
  async function publish(
    request: FastifyRequest,
    pick: (
      repository: ContentRepository,
      draft: ContentDraftRow | undefined,
    ) => Promise<{ body: unknown; revertedFrom: number | null }>,
  ) {
    requireOwner(request);
    requireRenderer();
    const answer = await app.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      const draft = await lockedAsSeen(request, repository);
      // Still an owner now that the lock is held (a demotion may have landed meanwhile).
      await answered(checkActor(staffRepository(tx), accessActor(request)));
      const published = await repository.published();
      if (!published) throw new Error('no published content');
      // Read in the same transaction: PGlite has one connection, which the transaction holds.
      const { body, revertedFrom } = await pick(repository, draft);
      // An old version is checked by today's rules before it is published again.
      const checked = v.safeParse(siteContentSchema, completeContent(body));
      if (!checked.success) throw new HttpError(409, CONTENT_MESSAGES.versionOutdated);
      await requireStoredUploads(tx, checked.output);
      const changed = changedPaths(contentOf(published), checked.output);
      if (changed.length === 0) throw new HttpError(409, CONTENT_MESSAGES.nothingToPublish);
      const version = await repository.publish(checked.output, staffOf(request).name, revertedFrom);
      await recordAudit(tx, {
        ...accessActor(request),
        action: revertedFrom === null ? 'content_published' : 'content_reverted',
        detail: `v${version}${revertedFrom === null ? '' : ` (= v${revertedFrom})`}: ${changed.join(', ')}`,
      });
      // Read before the commit: once it is done, the owner is told it is, whatever the database
      // does next (a failure after it answered 503 to a publish that had happened).
      return state(tx);
    });
    // This instance serves the new version before it answers; the others follow the notification,
    // and so does this one if the database fails it here.
    await publisher.refresh().catch((error: unknown) => {
      request.log.warn(
        { err: error },
        'published; this instance follows once the database answers',
      );
    });
    return answer;
  }

  app.post(local(CONTENT_API.publish), async (request) =>
    publish(request, async (_repository, draft) => {
      if (!draft) throw new HttpError(409, CONTENT_MESSAGES.noDraft);
      return { body: draft.body, revertedFrom: null };
    }),
  );

  app.post(local(CONTENT_API.revert(':version' as unknown as number)), async (request) =>
    publish(request, async (repository) => {
      const param = String((request.params as { version?: string }).version);
      const version = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : Number.NaN;
      const row = await repository.version(version);
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.versionNotFound);
      return { body: row.body, revertedFrom: row.version };
    }),
  );

  /**
   * A success case's picture (decision 154), re-encoded and stored for every instance; the draft
   * then names it. Anyone signed in may upload: nothing shows until an owner publishes a draft
   * that uses it.
   */
  app.post(local(CONTENT_API.images), async (request) => {
    const upload = await encodeCaseImage(await uploadedFile(request));
    await app.db.transaction(async (tx) => {
      await contentImageRepository(tx).store(upload.sha256, upload.images, staffOf(request).name);
      await recordAudit(tx, {
        ...accessActor(request),
        action: 'content_image_uploaded',
        detail: `${upload.sha256} ${upload.kind} ${upload.source.width}×${upload.source.height}`,
      });
    });
    const answer: UploadedImage = {
      src: uploadedImagePath(upload.sha256, CASE_IMAGE_SIZE.width),
      ...CASE_IMAGE_SIZE,
    };
    return answer;
  });

  /** The draft (or, without one, what is published) as a visitor would get the page. */
  app.get(local(CONTENT_API.preview), async (request, reply: FastifyReply) => {
    requireRenderer();
    const { path } = staffInput(previewQuerySchema, request.query);
    const draft = await contentRepository(app.db).draft();
    // Stored bodies passed the contract when saved; a later, stricter rule is met at publishing.
    const shown = draft ? contentOf(draft) : publisher.current().content;
    const html = await publisher.renderer?.renderOne(shown, path);
    if (html === undefined) throw new HttpError(404, CONTENT_MESSAGES.pathNotFound);
    // The console shows it in frames, as the server rendered it; no page of the public site.
    reply
      .headers({
        ...app.securityHeaders,
        ...previewHeaders(app.securityHeaders, PREVIEW_SCRIPT_SOURCE),
      })
      .header('x-robots-tag', 'noindex');
    return reply.type('text/html; charset=utf-8').send(withPreviewScript(html));
  });
}
