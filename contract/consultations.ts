import * as v from 'valibot';
import { CONSULTATION_TYPES } from './consultationTypes';
import { CONSULTATION_LIMITS as L } from './limits';
import { CONSULTATION_MESSAGES as M } from './messages';
import { phoneField } from './phone';
import { optionalText, requiredText } from './text';

/**
 * POST /api/consultations/inheritance. `agreement` stays on the client (docs/product.md#consultation);
 * `website` is a honeypot that people never see: a filled one marks a bot.
 */
export const consultationRequestSchema = v.object({
  consultation_type: v.picklist(CONSULTATION_TYPES, M.typeRequired),
  name: requiredText(L.nameMax, M.nameRequired, M.nameTooLong),
  phone: phoneField(L.phoneMax, M.phoneRequired, M.phoneTooLong),
  content: optionalText(L.contentMax, M.contentTooLong),
  website: v.optional(v.string(), ''),
});
export type ConsultationRequestInput = v.InferInput<typeof consultationRequestSchema>;
export type ConsultationRequest = v.InferOutput<typeof consultationRequestSchema>;

export const CONSULTATION_STATUSES = ['success', 'partial_success'] as const;

export const consultationResponseSchema = v.object({
  status: v.string(),
  message: v.optional(v.string()),
});
export type ConsultationResponse = v.InferOutput<typeof consultationResponseSchema>;

/** success and partial_success both mean "stored" (docs/architecture.md#http-api). */
export function isConsultationAccepted(status: string): boolean {
  return (CONSULTATION_STATUSES as readonly string[]).includes(status);
}

export const CONSULTATION_API = '/api/consultations/inheritance';
