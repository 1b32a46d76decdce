import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkFile,
  detectFileKind,
  FILE_RULES,
  FILE_SIGNATURE_BYTES,
  type FileField,
  JOB_APPLICATION_API,
  jobApplicationFieldsSchema,
} from '../../contract/jobs';
import { API_MESSAGES, JOB_MESSAGES } from '../../contract/messages';
import type { FieldError } from '../../contract/text';
import { DatabaseUnavailableError } from '../db/database';
import type { FileStore } from '../db/fileStore';
import type { NewJobApplication, StoredFile } from '../db/jobApplications';
import { HttpError, parseInput } from '../http';
import { clientKey } from '../passwords/passwordGuard';
import { MULTIPART_BODY_MAX, registerMultipart } from '../plugins/multipart';
import { WRITE_LIMIT } from '../plugins/security';
import { isDiskFull } from '../storage';

interface Upload {
  name: string;
  path: string;
  size: number;
  head: Uint8Array;
  truncated: boolean;
}

const isFileField = (name: string): name is FileField => Object.hasOwn(FILE_RULES, name);

/**
 * Streams one file part to disk, noting its size and first bytes on the way: memory stays at a
 * stream buffer whatever the file's size.
 */
async function spool(part: MultipartFile, files: FileStore): Promise<Upload> {
  const path = files.spoolPath();
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (head.length < FILE_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, FILE_SIGNATURE_BYTES - head.length)]);
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    // A client that hung up or broke the body mid-file leaves no bytes of it behind.
    await unlink(path).catch(() => {});
    throw error;
  }
  return { name: part.filename ?? '', path, size, head, truncated: part.file.truncated };
}

/** Whether the published positions list `position` as open. */
function isOpenNow(app: FastifyInstance, position: string): boolean {
  return app.publisher
    .current()
    .content.jobs.some((published) => published.id === position && published.open);
}

export interface ReceivedApplication {
  /** The text fields as sent, to show them again with the errors. */
  fields: Record<string, string>;
  result:
    | { ok: true; application: NewJobApplication; files: StoredFile[] }
    | { ok: false; status: number; errors: FieldError[] };
}

/**
 * Reads a multipart application (files spooled to disk) and checks it against the contract;
 * `work` runs with the result, and whatever was spooled and not stored is removed afterwards.
 * Shared by the JSON API and the form sent without JavaScript (server/routes/nativeForms.ts).
 */
export async function withReceivedApplication<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (received: ReceivedApplication) => Promise<T>,
  /** Told, once the body's reading begins, of the record its text fields are read into. */
  onReading?: (fields: Record<string, string>) => void,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, API_MESSAGES.unsupportedMediaType);
  // Admitted (or refused: 507, 429) on its declared size, before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  const ticket = await app.storage.begin(
    clientKey(request.ip),
    Number.isSafeInteger(declared) && declared > 0 ? declared : MULTIPART_BODY_MAX,
  );
  const fields: Record<string, string> = {};
  const uploads: Partial<Record<FileField, Upload>> = {};
  const spooled: string[] = [];
  onReading?.(fields);
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // A browser sends an empty file part for a file input left empty.
          if (isFileField(part.fieldname) && !uploads[part.fieldname] && part.filename !== '') {
            const upload = await spool(part, app.db.files);
            spooled.push(upload.path);
            uploads[part.fieldname] = upload;
          } else {
            part.file.resume(); // an unknown, repeated or empty file field: read and forget
          }
        } else if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      // Limits reached keep their own status (413); a broken multipart body is the client's fault.
      if ((error as { statusCode?: number }).statusCode) throw error;
      if (error instanceof HttpError || error instanceof DatabaseUnavailableError) throw error;
      if (isDiskFull(error)) throw error; // the server's disk, not the client's body (507)
      throw new HttpError(400, API_MESSAGES.malformedBody);
    }

    const errors: FieldError[] = [];
    let application: NewJobApplication | undefined;
    try {
      const { privacyAgreement: _consented, ...valid } = parseInput(
        jobApplicationFieldsSchema,
        fields,
      );
      application = valid;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errors.push(...(error.errors ?? [{ field: '', message: error.detail }]));
    }

    let status = 422;
    const files: StoredFile[] = [];
    for (const field of Object.keys(FILE_RULES) as FileField[]) {
      const upload = uploads[field];
      const size = upload ? (upload.truncated ? Number.POSITIVE_INFINITY : upload.size) : 0;
      const message = checkFile(
        field,
        upload ? { name: upload.name, size, head: upload.head } : null,
      );
      if (message) {
        errors.push({ field, message });
        if (message === FILE_RULES[field].sizeMessage) status = 413;
        else if (message === FILE_RULES[field].typeMessage && status !== 413) status = 415;
        continue;
      }
      const kind = upload && detectFileKind(upload.name, upload.head);
      if (upload && kind) {
        files.push({
          field,
          fileName: upload.name,
          kind,
          spooled: { path: upload.path, size: upload.size },
        });
      }
    }
    // The position must be open in the published content (decision 151): a page rendered before a
    // publish, or a hand-made post, still names a position the firm has closed or removed. Listed
    // after the other faults; alone it is 409, since the post itself is fine, only not now.
    if (application && !isOpenNow(app, application.position)) {
      if (errors.length === 0) status = 409;
      errors.push({ field: 'position', message: JOB_MESSAGES.positionClosed });
    }
    const ok = errors.length === 0 && application !== undefined;
    const done = await work({
      fields,
      result: ok && application ? { ok: true, application, files } : { ok: false, status, errors },
    });
    if (ok) ticket.stored(files.reduce((sum, file) => sum + file.spooled.size, 0));
    return done;
  } finally {
    ticket.end();
    // Stored files were moved out of the spool; what is left here was refused or failed.
    await Promise.all(spooled.map((path) => unlink(path).catch(() => {})));
  }
}

export async function jobApplicationRoutes(app: FastifyInstance) {
  await registerMultipart(app);
  app.post(JOB_APPLICATION_API, { config: WRITE_LIMIT }, (request, reply) =>
    withReceivedApplication(app, request, async ({ result }) => {
      if (!result.ok) {
        throw new HttpError(
          result.status,
          result.errors[0]?.message ?? API_MESSAGES.invalidInput,
          result.errors,
        );
      }
      await app.jobApplications.create(result.application, result.files);
      app.visitCounter.event(request, 'job_application_sent');
      return reply.code(201).send({ status: 'success' });
    }),
  );
}
