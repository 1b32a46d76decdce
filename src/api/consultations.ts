import {
  CONSULTATION_API,
  type ConsultationRequest,
  type ConsultationResponse,
  consultationResponseSchema,
} from '../../contract/consultations';
import { request } from './client';

/** POST /api/consultations/inheritance; rejects with ApiError (see client.ts). */
export function submitConsultation(
  body: ConsultationRequest,
  signal?: AbortSignal,
): Promise<ConsultationResponse> {
  return request(CONSULTATION_API, consultationResponseSchema, {
    method: 'POST',
    body: { ...body },
    ...(signal ? { signal } : {}),
  });
}
