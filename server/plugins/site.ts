import { stat } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { SITE_CONTENT_PATH } from '../../contract/pageContent';
import { redirectTargetFor, SITE_PATHS } from '../../contract/site';
import type { ServedPage } from '../content/siteRenderer';
import { HttpError } from '../http';
import { refuseUnknownRoute } from './errors';
import { sharedPlugin } from './plugin';
import { DOCUMENT_ONLY_HEADERS } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon, robots.txt, images): cached briefly so edits show up soon. */
const SHORT = 'public, max-age=3600';

const sitePaths = new Set(SITE_PATHS);

/** br, then gzip, unless the client refuses them (q=0); undefined for the plain bytes. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** Where the staff console is served; not a site path (no prerender, no sitemap). */
export const STAFF_CONSOLE_PATH = '/staff';
const STAFF_CONSOLE_PAGE = 'staff/index.html';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Where the build puts its hashed files. */
const ASSETS_PREFIX = '/assets/';

function cacheControlFor(relativePath: string): string {
  if (/^(staff\/)?assets\//.test(relativePath)) return IMMUTABLE;
  if (relativePath.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * The built site: prerendered pages for the site's paths (falling back to the SPA shell),
 * real files from dist/, and a redirect for everything else (redirectTargetFor). /api/* never lands here
 * except for unknown API paths, which get a JSON 404.
 */
export const sitePlugin = sharedPlugin<{ distDir: string }>('site', async (app, options) => {
  const root = resolve(options.distDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    suppressWarning: true,
    dotfiles: 'deny',
    // The build writes .br and .gz beside every text file (scripts/prerender.ts).
    preCompressed: true,
  });

  /** A page, or the content, of a published version (server/content/publishing.ts), from memory. */
  function sendPublished(
    request: FastifyRequest,
    reply: FastifyReply,
    served: ServedPage,
    as = { type: 'text/html; charset=utf-8', cacheControl: REVALIDATE },
  ) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Each encoding is its own representation, with its own validator.
    const etag = encoding ? served.etag.replace(/"$/, `-${encoding}"`) : served.etag;
    reply.header('cache-control', as.cacheControl);
    reply.header('etag', etag);
    reply.header('vary', 'Accept-Encoding');
    reply.type(as.type);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(
      encoding === 'br' ? served.br : encoding === 'gzip' ? served.gzip : served.html,
    );
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply, page: string) {
    const published = app.publisher.current().pages?.get(page);
    if (published) return sendPublished(request, reply, published);
    const prerendered = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
    const file = (await isFile(join(root, prerendered))) ? prerendered : 'index.html';
    if (!(await isFile(join(root, file)))) throw new HttpError(404, API_MESSAGES.notFound);
    reply.header('cache-control', REVALIDATE);
    reply.type('text/html; charset=utf-8');
    return reply.sendFile(file);
  }

  /** The decoded path of a request, or undefined when it is not valid percent-encoding. */
  function pathOf(request: FastifyRequest): string | undefined {
    try {
      return decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return undefined;
    }
  }

  /** A real file of dist/ at `path`, if there is one (never a dotfile or a path outside). */
  async function fileAt(path: string): Promise<string | undefined> {
    const relative = posix.normalize(path).replace(/^\/+/, '');
    const safe =
      relative !== '' &&
      !relative.includes('\0') &&
      !relative.split('/').some((segment) => segment.startsWith('.'));
    return safe && (await isFile(join(root, relative))) ? relative : undefined;
  }

  function sendFile(reply: FastifyReply, relative: string) {
    const cacheControl = cacheControlFor(relative);
    reply.header('cache-control', cacheControl);
    if (cacheControl !== IMMUTABLE) return reply.sendFile(relative);
    // An SVG opened by itself is a document that can run script: it keeps them.
    if (!relative.endsWith('.svg')) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    // A hashed file is never revalidated nor fetched in parts: no validators, no ranges.
    return reply.sendFile(relative, { etag: false, lastModified: false, acceptRanges: false });
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request);
    if (path === undefined) return reply.redirect('/', 302);
    if (path === '/api' || path.startsWith('/api/')) return refuseUnknownRoute(app, request, reply);
    const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    if (sitePaths.has(page)) return servePage(request, reply, page);
    const file = await fileAt(path);
    if (file) return sendFile(reply, file);
    // A hashed file that is not here (an old page's chunk after a deploy) is missing, not a page
    // to go to: a redirect answered a script's request with the home page, and cached a 302
    // under a name meant to be immutable (decision 169; /staff/assets/ does so too, decision 88).
    if (path.startsWith(ASSETS_PREFIX)) throw new HttpError(404, API_MESSAGES.notFound);
    return reply.redirect(redirectTargetFor(path), 302);
  }

  /**
   * The staff console (vite.staff.config.ts): its own files under /staff/assets, and its one
   * page for /staff and every path below it (the console routes by itself). Never indexed.
   */
  async function consoleHandler(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request) ?? STAFF_CONSOLE_PATH;
    if (path.startsWith(`${STAFF_CONSOLE_PATH}/assets/`)) {
      const file = await fileAt(path);
      if (file) return sendFile(reply, file);
      throw new HttpError(404, API_MESSAGES.notFound);
    }
    if (!(await isFile(join(root, STAFF_CONSOLE_PAGE)))) {
      throw new HttpError(404, API_MESSAGES.notFound);
    }
    reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', REVALIDATE);
    reply.type('text/html; charset=utf-8');
    return reply.sendFile(STAFF_CONSOLE_PAGE);
  }

  // The rest of the version a page came from, named by its key (decision 156): immutable, since
  // the key names the content. Any other key is a version no longer served, and the page loads
  // the next one as a document.
  app.get<{ Params: { key: string } }>(`${SITE_CONTENT_PATH}/:key`, async (request, reply) => {
    const served = await app.publisher.servedContent(request.params.key);
    if (!served) throw new HttpError(404, API_MESSAGES.notFound);
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return sendPublished(request, reply, served, {
      type: 'application/json; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
  });

  app.get('/', handler);
  app.get('/*', handler);
  app.get(STAFF_CONSOLE_PATH, consoleHandler);
  app.get(`${STAFF_CONSOLE_PATH}/*`, consoleHandler);
});
