import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSULTATION_API,
  type ConsultationRequest,
  consultationRequestSchema,
  consultationResponseSchema,
} from '../../contract/consultations';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { parseInput, responseSchema } from '../http';
import type { Mailer } from '../mailer';
import { WRITE_LIMIT } from '../plugins/security';

const accepted = { status: 'success', message: CONSULTATION_MESSAGES.storedAndNotified } as const;
export type ConsultationOutcome = typeof accepted | { status: 'partial_success'; message: string };

/**
 * Stores a validated request, then notifies staff. Shared by the JSON API and the form sent
 * without JavaScript (server/routes/nativeForms.ts).
 */
export async function acceptConsultation(
  app: FastifyInstance,
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  { website, ...consultation }: ConsultationRequest,
  /** The request it came with, counted as a consultation sent (server/visits.ts). */
  request?: FastifyRequest,
): Promise<ConsultationOutcome> {
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
  if (website.trim() !== '') {
    log.info('consultation honeypot filled: dropped');
    return accepted;
  }
  // Stored first: a failing notification must never lose a request.
  const row = await app.consultations.create(consultation);
  if (request) app.visitCounter.event(request, 'consultation_sent');
  if (!mailer) return accepted;
  try {
    await mailer.notifyConsultation(row);
  } catch (error) {
    log.error({ err: error, consultation: row.id }, 'consultation notification failed');
    return { status: 'partial_success', message: CONSULTATION_MESSAGES.storedNotificationFailed };
  }
  await app.consultations.markNotified(row.id);
  return accepted;
}

export async function consultationRoutes(app: FastifyInstance, options: { mailer: Mailer | null }) {
  const { mailer } = options;
  app.post(
    CONSULTATION_API,
    {
      config: WRITE_LIMIT,
      schema: {
        response: { 201: responseSchema(consultationResponseSchema) },
      },
    },
    async (request, reply) => {
      const input = parseInput(consultationRequestSchema, request.body);
      return reply
        .code(201)
        .send(await acceptConsultation(app, mailer, request.log, input, request));
    },
  );
}
