import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { contentKey } from '../../contract/pageContent';
import {
  completeContent,
  repositoryContent,
  type SiteContent,
  siteContentSchema,
} from '../../contract/siteContent';
import { CONTENT_CHANNEL, contentRepository } from '../db/content';
import type { Database } from '../db/database';
import { type ServedPage, type SiteRenderer, servedPage } from './siteRenderer';

// What visitors are served (decision 149): the newest published version of the content, and its
// pages. Each instance keeps them in memory and replaces them whole once the new ones are
// rendered, so a visitor gets either the old site or the new one, never a mix. A publish on any
// instance reaches the others by PostgreSQL's NOTIFY (and, should a notification be lost, by a
// check every `recheckMs`); PGlite is one process, which refreshes itself.

export interface Published {
  version: number;
  content: SiteContent;
  /** Rendered pages, or null while the build's own files show this very content. */
  pages: ReadonlyMap<string, ServedPage> | null;
}

export interface Publisher {
  current(): Published;
  /**
   * The whole of the served version as JSON, for a page that carries only its own parts of it
   * (decision 156); undefined when `key` names any other version.
   */
  servedContent(key: string): Promise<ServedPage | undefined>;
  /** Reads the newest version and, if it is new here, renders and serves it. */
  refresh(): Promise<void>;
  /** Listens for publishes elsewhere; returns when listening. */
  follow(): Promise<void>;
  stop(): Promise<void>;
  renderer: SiteRenderer | null;
}

const RECHECK_MS = 30_000;

/**
 * A stored version as content. It passed the contract when it was stored; it is not checked
 * again, so rules made stricter later never stop a server from serving what is published.
 */
export function contentOf(row: { body: unknown }): SiteContent {
  return completeContent(row.body);
}

/** The content a fresh database starts with: what the build rendered, or the repository's. */
function seedContent(renderer: SiteRenderer | null): SiteContent {
  const built = v.safeParse(siteContentSchema, renderer?.buildContent);
  return built.success ? built.output : repositoryContent;
}

export async function createPublisher(options: {
  db: Database;
  renderer: SiteRenderer | null;
  onError: (error: unknown) => void;
  recheckMs?: number;
}): Promise<Publisher> {
  const { db, renderer } = options;
  const repository = contentRepository(db);

  // The first version is the build's content, made once however many instances start together.
  const first = await db.transaction(async (tx) => {
    const content = contentRepository(tx);
    await content.lock();
    const existing = await content.published();
    if (existing) return existing;
    await content.publish(seedContent(renderer), 'seed');
    return content.published();
  });
  if (!first) throw new Error('no published content after seeding');

  async function pagesFor(content: SiteContent) {
    if (!renderer || isDeepStrictEqual(content, renderer.buildContent)) return null;
    return renderer.renderAll(content);
  }

  const firstContent = contentOf(first);
  let current: Published = {
    version: first.version,
    content: firstContent,
    pages: await pagesFor(firstContent),
  };
  let refreshing: Promise<void> | null = null;
  let again = false;

  async function load() {
    const row = await repository.published();
    if (!row || row.version === current.version) return;
    const content = contentOf(row);
    const pages = await pagesFor(content);
    // A slower render of an older version never replaces a newer one.
    if (row.version > current.version) current = { version: row.version, content, pages };
  }

  /** One refresh at a time; a call during one runs one more after it. */
  function refresh(): Promise<void> {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  // Made once per version, on the first page that asks: most visitors never navigate.
  let json: { of: Published; key: string; served: Promise<ServedPage> } | null = null;
  function servedContent(key: string): Promise<ServedPage | undefined> {
    if (json?.of !== current) {
      const { content } = current;
      json = {
        of: current,
        key: contentKey(content),
        served: servedPage(JSON.stringify(content)),
      };
    }
    return key === json.key ? json.served : Promise.resolve(undefined);
  }

  const safeRefresh = () => refresh().catch(options.onError);
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  return {
    renderer,
    current: () => current,
    servedContent,
    refresh,
    async follow() {
      unlisten = await db.listen(
        CONTENT_CHANNEL,
        () => void safeRefresh(),
        () => void safeRefresh(),
      );
      timer = setInterval(() => void safeRefresh(), options.recheckMs ?? RECHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      // A listening connection that no longer answers must not hold the shutdown; closing the
      // database ends it anyway.
      const stopped = unlisten?.().catch(() => {});
      await Promise.race([stopped, new Promise((done) => setTimeout(done, 1000).unref())]);
      await refreshing?.catch(() => {});
    },
  };
}
