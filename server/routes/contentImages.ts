import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { UPLOADED_IMAGE_WIDTHS } from '../../contract/successCaseImages';
import { contentImageRepository } from '../db/contentImages';
import { HttpError } from '../http';
import { DOCUMENT_ONLY_HEADERS } from '../plugins/security';

/** A picture's URL never answers other bytes (the name is its upload's hash): cached a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^([0-9a-f]{64})-([1-9]\d*)\.webp$/;

/** The success cases' uploaded pictures (decision 154), from the database, for every instance. */
export async function contentImageRoutes(app: FastifyInstance) {
  const images = contentImageRepository(app.db);
  app.get('/images/uploads/:file', async (request, reply) => {
    const match = FILE.exec((request.params as { file: string }).file);
    const width = Number(match?.[2]);
    const sha256 = match?.[1];
    if (!sha256 || !(UPLOADED_IMAGE_WIDTHS as readonly number[]).includes(width)) {
      throw new HttpError(404, API_MESSAGES.notFound);
    }
    const bytes = await images.find(sha256, width);
    if (!bytes) throw new HttpError(404, API_MESSAGES.notFound);
    // A picture is no document: the page's own policies are for pages (as for dist's files).
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.header('cache-control', IMMUTABLE);
    return reply.type('image/webp').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  });
}
