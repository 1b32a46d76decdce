import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES, JOB_MESSAGES } from '../../../contract/messages';
import type * as ConsultationsApi from '../../../src/api/consultations';
import type * as JobsApi from '../../../src/api/jobs';
import { appForBrowserClients } from '../support/browserClients';

// The browser's consultation and job clients against the real server, so both sides of the
// contract (field names, multipart layout, answers, error bodies) are checked together.

const t = appForBrowserClients();
let consultations: typeof ConsultationsApi;
let jobs: typeof JobsApi;
let ApiError: typeof import('../../../src/api/client').ApiError;

beforeAll(async () => {
  consultations = await import('../../../src/api/consultations');
  jobs = await import('../../../src/api/jobs');
  ({ ApiError } = await import('../../../src/api/client'));
});

const fields = {
  name: '한지원',
  email: 'apply@example.com',
  phone: '010-1111-2222',
  position: 'accounting-staff' as const,
  introduction: '성실합니다.',
  experience: '',
  privacyAgreement: true as const,
};
const pdf = (name: string) => Object.assign(new Blob(['%PDF-1.4\n...']), { name });

describe('form clients against the real server', () => {
  it('a consultation is accepted and stored', async () => {
    const answer = await consultations.submitConsultation({
      consultation_type: 'transfer',
      name: '양도인',
      phone: '010-0000-0000',
      content: '',
      website: '',
    });
    expect(answer).toEqual({ status: 'success', message: CONSULTATION_MESSAGES.storedAndNotified });
    const rows = await t.db.query<{ name: string }>('SELECT name FROM consultations');
    expect(rows).toEqual([{ name: '양도인' }]);
  });

  it('a job application with files is accepted and stored', async () => {
    const answer = await jobs.submitJobApplication({
      fields,
      resume: pdf('cv.pdf'),
      portfolio: null,
    });
    expect(answer).toEqual({ status: 'success' });
    const rows = await t.db.query<{ name: string; file_name: string }>(
      `SELECT a.name, f.file_name FROM job_applications a JOIN job_application_files f ON f.application_id = a.id`,
    );
    expect(rows).toEqual([{ name: '한지원', file_name: 'cv.pdf' }]);
  });

  it('a rejected file comes back as an http failure with the Korean detail', async () => {
    const fake = Object.assign(new Blob(['not a pdf at all']), { name: 'cv.pdf' });
    const error = await jobs
      .submitJobApplication({ fields, resume: fake, portfolio: null })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.failure).toEqual({
      kind: 'http',
      status: 415,
      detail: JOB_MESSAGES.resumeType,
      errors: [{ field: 'resume', message: JOB_MESSAGES.resumeType }],
    });
  });
});
