import {
  JOB_APPLICATION_API,
  type JobApplicationFields,
  type JobApplicationResponse,
  jobApplicationResponseSchema,
} from '../../contract/jobs';
import { request } from './client';

export interface JobApplicationUpload {
  fields: JobApplicationFields;
  resume: Blob & { name?: string };
  portfolio: (Blob & { name?: string }) | null;
}

function fileName(file: Blob & { name?: string }, fallback: string): string {
  return file.name || fallback;
}

/** POST /api/job-applications as multipart (docs/product.md#job); rejects with ApiError (see client.ts). */
export function submitJobApplication(
  { fields, resume, portfolio }: JobApplicationUpload,
  signal?: AbortSignal,
): Promise<JobApplicationResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('resume', resume, fileName(resume, 'resume'));
  if (portfolio) form.append('portfolio', portfolio, fileName(portfolio, 'portfolio'));
  return request(JOB_APPLICATION_API, jobApplicationResponseSchema, {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
}
