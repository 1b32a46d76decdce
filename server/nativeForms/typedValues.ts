import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consultationRequestSchema } from '../../contract/consultations';
import { jobApplicationFieldsSchema } from '../../contract/jobs';
import { API_MESSAGES } from '../../contract/messages';
import { bodyUnread } from '../connection/lingering';
import { HttpError } from '../http';
import { lingerBeforeAnswer } from '../plugins/errors';
import { MULTIPART_LIMITS } from '../plugins/multipart';

// What a visitor typed into a form sent without JavaScript, read from the post's body: parsed for
// the forms' own fields only, kept when the body is refused part way, and read from the rest of a
// body refused before it was parsed, so that the page answering a refusal still holds it.

/** The consultation form's fields: the API's, and the consent the page checks itself. */
const CONSULTATION_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(consultationRequestSchema.entries),
  'agreement',
]);

/** Every text field of both forms: what a refused post's body is read for. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...CONSULTATION_FIELDS,
  ...Object.keys(jobApplicationFieldsSchema.entries),
]);

/** The values a request to a form's path brought, as far as its body was read. */
const typedValues = new WeakMap<FastifyRequest, Record<string, string>>();

const isValues = (body: unknown): body is Record<string, string> =>
  typeof body === 'object' && body !== null;

/** The pairs of a urlencoded body cut short: the last, maybe cut in two, is left out. */
const wholePairs = (text: string) => text.slice(0, Math.max(0, text.lastIndexOf('&')));

/**
 * Reads the text fields of a post refused before its body was read (another site, the write
 * limit, a database the limit could not reach, an upload over quota), while lingerBeforeAnswer
 * drains it: so the page that says why still holds what was typed. Files are read and dropped.
 */
export async function valuesOfRefused(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Record<string, string>> {
  const known = typedValues.get(request) ?? (isValues(request.body) ? request.body : undefined);
  if (known || !bodyUnread(request.raw)) {
    await lingerBeforeAnswer(request, reply);
    return known ?? {};
  }
  const type = request.headers['content-type'] ?? '';
  const limit = request.server.initialConfig.bodyLimit ?? 0;
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const chunks: Buffer[] = [];
    let kept = 0;
    await lingerBeforeAnswer(request, reply, (chunk) => {
      if (kept < limit) chunks.push(chunk.subarray(0, limit - kept));
      kept += chunk.length;
    });
    const text = Buffer.concat(chunks).toString('utf8');
    return formFields(kept > limit ? wholePairs(text) : text, FORM_FIELDS);
  }
  const fields: Record<string, string> = {};
  if (!/^multipart\/form-data/i.test(type)) {
    await lingerBeforeAnswer(request, reply);
    return fields;
  }
  let parser: ReturnType<typeof Busboy> | undefined;
  try {
    parser = Busboy({ headers: request.headers as BusboyHeaders, limits: MULTIPART_LIMITS });
  } catch {
    parser = undefined; // no boundary: nothing to read fields from
  }
  const broken = () => {
    parser = undefined;
  };
  parser?.on('error', broken);
  parser?.on('field', (name: string, value: string) => {
    if (FORM_FIELDS.has(name) && !Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser?.on('file', (_name: string, file: NodeJS.ReadableStream) => {
    // A body cut short ends the file part with an error: without a listener, an uncaught one.
    file.on('error', () => {});
    file.resume();
  });
  await lingerBeforeAnswer(request, reply, (chunk) => parser?.write(chunk));
  const reading = parser;
  if (reading) {
    await new Promise<void>((resolve) => {
      reading.once('finish', resolve);
      reading.once('error', () => resolve());
      // A body cut short may leave the parser waiting for a boundary that never comes.
      setImmediate(resolve);
      reading.end();
    });
  }
  return fields;
}

/**
 * The first value of each of `names` in a urlencoded body, decoded as URLSearchParams decodes
 * (`+`, percent escapes, lossy UTF-8); every other name is skipped without being decoded.
 */
function formFields(body: string, names: ReadonlySet<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('&', start);
    if (end < 0) end = body.length;
    const equals = body.indexOf('=', start);
    const keyEnd = equals >= 0 && equals < end ? equals : end;
    const raw = body.slice(start, keyEnd);
    const key = /[%+]/.test(raw) ? (new URLSearchParams(raw).keys().next().value ?? '') : raw;
    if (names.has(key) && !Object.hasOwn(fields, key)) {
      fields[key] = new URLSearchParams(body.slice(start, end)).values().next().value ?? '';
    }
    start = end + 1;
  }
  return fields;
}

/** Keeps what a post to a form's path brought, as far as it was read, for a refusal's page. */
export function keepTypedValues(request: FastifyRequest, values: Record<string, string>): void {
  typedValues.set(request, values);
}

/**
 * Only the forms' own fields are read, in one pass over the body: a post of thousands of
 * names the form does not have costs a split, not thousands of objects, checks and lookups.
 * Past the limit (413) the pairs read so far are kept, so that the page can show them again.
 */
export function urlencodedFormParser(app: FastifyInstance): void {
  const limit = app.initialConfig.bodyLimit ?? 0;
  app.addContentTypeParser('application/x-www-form-urlencoded', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
      stop();
      payload.pause();
      const text = Buffer.concat(chunks).toString('utf8');
      typedValues.set(request, formFields(wholePairs(text), FORM_FIELDS));
      done(new HttpError(413, API_MESSAGES.bodyTooLarge), undefined);
    };
    const onEnd = () => {
      stop();
      done(null, formFields(Buffer.concat(chunks).toString('utf8'), FORM_FIELDS));
    };
    const onError = (error: Error) => {
      stop();
      done(error, undefined);
    };
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
