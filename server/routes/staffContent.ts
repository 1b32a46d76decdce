import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CONTENT_API,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type ContentState,
  type ContentVersionInfo,
  completeContent,
  siteContentSchema,
} from '../../contract/siteContent';
import { recordAudit } from '../db/audit';
import { type ContentRepository, type ContentVersionRow, contentRepository } from '../db/content';
import { staffRepository } from '../db/staff';
import { HttpError } from '../http';
import { previewHeaders } from '../plugins/security';
import { accessActor, requireOwner, staffOf } from '../plugins/staffSession';
import { contentOf, type Publisher } from '../publishing';
import { checkActor } from '../staffAccounts';
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

/** A path query of the preview: one of the site's pages. */
const previewQuerySchema = v.object({ path: v.optional(v.string(), '/') });

/**
 * The firm's content, edited and published from the console (decision 149): anyone signed in
 * reads it and saves or discards the draft; an owner publishes it or brings an older version
 * back. Every change is an access record.
 */
export async function staffContentRoutes(app: FastifyInstance, options: { publisher: Publisher }) {
  const { publisher } = options;
  const content = contentRepository(app.db);

  async function state(): Promise<ContentState> {
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
            content: contentOf(draft),
            updated_by: draft.updated_by,
            updated_at: draft.updated_at.toISOString(),
          }
        : null,
      history: shown.map((row, index) => versionInfo(row, rows[index + 1])),
    };
  }

  /** Publishing needs the build's renderer: without it the pages would not follow the data. */
  function requireRenderer() {
    if (!publisher.renderer) throw new HttpError(409, CONTENT_MESSAGES.renderingUnavailable);
  }

  app.get(local(CONTENT_API.state), state);

  app.put(local(CONTENT_API.draft), async (request) => {
    const input = staffInput(siteContentSchema, request.body);
    await app.db.transaction(async (tx) => {
      await contentRepository(tx).saveDraft(input, staffOf(request).name);
      await recordAudit(tx, { ...accessActor(request), action: 'content_draft_saved' });
    });
    return state();
  });

  app.delete(local(CONTENT_API.draft), async (request, reply) => {
    const discarded = await app.db.transaction(async (tx) => {
      const gone = await contentRepository(tx).discardDraft();
      if (gone)
        await recordAudit(tx, { ...accessActor(request), action: 'content_draft_discarded' });
      return gone;
    });
    if (!discarded) throw new HttpError(404, CONTENT_MESSAGES.noDraft);
    return reply.code(204).send();
  });

  /** Publishes `body` as a new version, unless it is what is published already. */
  async function publish(
    request: FastifyRequest,
    pick: (
      repository: ContentRepository,
    ) => Promise<{ body: unknown; revertedFrom: number | null }>,
  ) {
    requireOwner(request);
    requireRenderer();
    await app.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      await repository.lock();
      // Still an owner now that the lock is held (a demotion may have landed meanwhile).
      await answered(checkActor(staffRepository(tx), accessActor(request)));
      const published = await repository.published();
      if (!published) throw new Error('no published content');
      // Read in the same transaction: PGlite has one connection, which the transaction holds.
      const { body, revertedFrom } = await pick(repository);
      // An old version is checked by today's rules before it is published again.
      const checked = v.safeParse(siteContentSchema, completeContent(body));
      if (!checked.success) throw new HttpError(409, CONTENT_MESSAGES.versionOutdated);
      const changed = changedPaths(contentOf(published), checked.output);
      if (changed.length === 0) throw new HttpError(409, CONTENT_MESSAGES.nothingToPublish);
      const version = await repository.publish(checked.output, staffOf(request).name, revertedFrom);
      await recordAudit(tx, {
        ...accessActor(request),
        action: revertedFrom === null ? 'content_published' : 'content_reverted',
        detail: `v${version}${revertedFrom === null ? '' : ` (= v${revertedFrom})`}: ${changed.join(', ')}`,
      });
    });
    // This instance serves the new version before it answers; the others follow the notification.
    await publisher.refresh();
    return state();
  }

  app.post(local(CONTENT_API.publish), async (request) =>
    publish(request, async (repository) => {
      const draft = await repository.draft();
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

  /** The draft (or, without one, what is published) as a visitor would get the page. */
  app.get(local(CONTENT_API.preview), async (request, reply: FastifyReply) => {
    requireRenderer();
    const { path } = staffInput(previewQuerySchema, request.query);
    const draft = await content.draft();
    // Stored bodies passed the contract when saved; a later, stricter rule is met at publishing.
    const shown = draft ? contentOf(draft) : publisher.current().content;
    const html = await publisher.renderer?.renderOne(shown, path);
    if (html === undefined) throw new HttpError(404, CONTENT_MESSAGES.pathNotFound);
    // The console shows it in frames, as the server rendered it; no page of the public site.
    reply.headers(previewHeaders(app.securityHeaders)).header('x-robots-tag', 'noindex');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
