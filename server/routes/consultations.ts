import type { FastifyInstance } from 'fastify';
import { CONSULTATION_API, consultationRequestSchema } from '../../contract/consultations';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { parseInput } from '../http';
import type { Mailer } from '../mailer';
import { WRITE_LIMIT } from '../plugins/security';

const accepted = { status: 'success', message: CONSULTATION_MESSAGES.storedAndNotified } as const;

export async function consultationRoutes(app: FastifyInstance, options: { mailer: Mailer | null }) {
  const { mailer } = options;
  app.post(
    CONSULTATION_API,
    {
      config: WRITE_LIMIT,
      schema: {
        response: {
          201: {
            type: 'object',
            properties: { status: { type: 'string' }, message: { type: 'string' } },
            required: ['status', 'message'],
          },
        },
      },
    },
    async (request, reply) => {
      const { website, ...consultation } = parseInput(consultationRequestSchema, request.body);
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
      if (website.trim() !== '') {
        request.log.info('consultation honeypot filled: dropped');
        return reply.code(201).send(accepted);
      }
      // Stored first: a failing notification must never lose a request.
      const row = await app.consultations.create(consultation);
      if (!mailer) return reply.code(201).send(accepted);
      try {
        await mailer.notifyConsultation(row);
      } catch (error) {
        request.log.error({ err: error, consultation: row.id }, 'consultation notification failed');
        return reply.code(201).send({
          status: 'partial_success',
          message: CONSULTATION_MESSAGES.storedNotificationFailed,
        });
      }
      await app.consultations.markNotified(row.id);
      return reply.code(201).send(accepted);
    },
  );
}
