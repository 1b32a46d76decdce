import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { JOB_LIMITS } from '../../contract/limits';

/** Text fields are a few kilobytes; files stop at the larger of the two limits (then 413). */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 20,
  files: 2,
  parts: 24,
  fileSize: Math.max(JOB_LIMITS.resumeMaxBytes, JOB_LIMITS.portfolioMaxBytes),
};

/** The largest multipart body a valid application can be: both files, the fields, the framing. */
export const MULTIPART_BODY_MAX =
  JOB_LIMITS.resumeMaxBytes +
  JOB_LIMITS.portfolioMaxBytes +
  MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
  64 * 1024;

/**
 * Multipart bodies, with the limits of every one (the API's, the native form's and the staff's
 * picture upload), for the routes of `app` only: registered for the whole server, the plugin's
 * two async hooks and a close listener ran for every request, the review list's included,
 * and other routes took multipart bodies they never read.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
}
