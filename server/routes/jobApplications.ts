import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  checkFile,
  detectFileKind,
  FILE_RULES,
  FILE_SIGNATURE_BYTES,
  type FileField,
  JOB_APPLICATION_API,
  jobApplicationFieldsSchema,
} from '../../contract/jobs';
import { JOB_LIMITS } from '../../contract/limits';
import { API_MESSAGES } from '../../contract/messages';
import type { FieldError } from '../../contract/text';
import { DatabaseUnavailableError } from '../db/database';
import type { StoredFile } from '../db/jobApplications';
import { HttpError, parseInput } from '../http';
import { WRITE_LIMIT } from '../plugins/security';

interface Upload {
  name: string;
  data: Buffer;
  truncated: boolean;
}

const isFileField = (name: string): name is FileField => Object.hasOwn(FILE_RULES, name);

/** Text fields are a few kilobytes; files stop at the larger of the two limits (then 413). */
const LIMITS = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 20,
  files: 2,
  parts: 24,
  fileSize: Math.max(JOB_LIMITS.resumeMaxBytes, JOB_LIMITS.portfolioMaxBytes),
};

export async function jobApplicationRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });

  app.post(JOB_APPLICATION_API, { config: WRITE_LIMIT }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, API_MESSAGES.unsupportedMediaType);
    const fields: Record<string, string> = {};
    const uploads: Partial<Record<FileField, Upload>> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (isFileField(part.fieldname) && !uploads[part.fieldname]) {
            const data = await part.toBuffer();
            uploads[part.fieldname] = {
              name: part.filename ?? '',
              data,
              truncated: part.file.truncated,
            };
          } else {
            part.file.resume(); // an unknown or repeated file field: read and forget
          }
        } else if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      // Limits reached keep their own status (413); a broken multipart body is the client's fault.
      if ((error as { statusCode?: number }).statusCode) throw error;
      if (error instanceof HttpError || error instanceof DatabaseUnavailableError) throw error;
      throw new HttpError(400, API_MESSAGES.malformedBody);
    }

    const errors: FieldError[] = [];
    let application: ReturnType<typeof parseInput<typeof jobApplicationFieldsSchema>> | undefined;
    try {
      application = parseInput(jobApplicationFieldsSchema, fields);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errors.push(...(error.errors ?? [{ field: '', message: error.detail }]));
    }

    let status = 422;
    const files: StoredFile[] = [];
    for (const field of Object.keys(FILE_RULES) as FileField[]) {
      const upload = uploads[field];
      const head = upload?.data.subarray(0, FILE_SIGNATURE_BYTES) ?? new Uint8Array();
      const size = upload ? (upload.truncated ? Number.POSITIVE_INFINITY : upload.data.length) : 0;
      const message = checkFile(field, upload ? { name: upload.name, size, head } : null);
      if (message) {
        errors.push({ field, message });
        if (message === FILE_RULES[field].sizeMessage) status = 413;
        else if (message === FILE_RULES[field].typeMessage && status !== 413) status = 415;
        continue;
      }
      const kind = upload && detectFileKind(upload.name, head);
      if (upload && kind) files.push({ field, fileName: upload.name, kind, data: upload.data });
    }

    if (errors.length > 0 || !application) {
      throw new HttpError(status, errors[0]?.message ?? API_MESSAGES.invalidInput, errors);
    }
    const { privacyAgreement: _consented, ...fieldsToStore } = application;
    await app.jobApplications.create(fieldsToStore, files);
    return reply.code(201).send({ status: 'success' });
  });
}
