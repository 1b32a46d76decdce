import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FILE_RULES, type FileField, type FileKind } from '../../contract/jobs';
import { API_MESSAGES } from '../../contract/messages';
import { STAFF_API, STAFF_MESSAGES } from '../../contract/staff';
import { HttpError } from '../http';
import { accessActor } from '../plugins/staffSession';
import { attachmentDisposition, ID_PARAM, local, recordId } from './staffRequest';

/** The content types a download is sent with; the bytes were checked by kind at upload. */
const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** An application's résumé or portfolio, downloaded: sent as stored, its download recorded. */
export async function staffFileRoutes(app: FastifyInstance) {
  const applicationNotFound = () => new HttpError(404, STAFF_MESSAGES.applicationNotFound);

  app.get(
    local(STAFF_API.applicationFile(ID_PARAM, ':field' as FileField)),
    async (request, reply) => {
      const id = recordId(request);
      const field = (request.params as { field: string }).field;
      if (!Object.hasOwn(FILE_RULES, field)) throw new HttpError(400, API_MESSAGES.invalidInput);
      if (!(await app.jobApplications.find(id))) throw applicationNotFound();
      const file = await app.jobApplications.file(id, field as FileField);
      if (!file) throw new HttpError(404, STAFF_MESSAGES.fileNotFound);
      const bytes = await app.jobApplications.open(file);
      if (!bytes) {
        request.log.error({ application: id, field }, 'stored file missing: its bytes are gone');
        throw new HttpError(410, STAFF_MESSAGES.fileMissing);
      }
      reply
        .header('content-type', CONTENT_TYPES[file.kind])
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          attachmentDisposition(file.file_name, `${id}-${field}.${file.kind}`),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox');
      if (request.method === 'HEAD') {
        bytes.destroy();
        return reply.send(Readable.from([]));
      }
      await app.audit.record({
        ...accessActor(request),
        action: 'application_file_downloaded',
        target: { type: 'application', id },
        detail: field,
      });
      return reply.send(bytes);
    },
  );
}
