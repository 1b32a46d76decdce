import nodemailer from 'nodemailer';
import { consultationTypeLabel } from '../contract/consultationTypes';
import type { ConsultationRow } from './db/consultations';

export interface Mailer {
  notifyConsultation(consultation: ConsultationRow): Promise<void>;
  close(): void;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Staff notification by e-mail; a slow or dead SMTP server fails within seconds, not minutes. */
export function createMailer(options: { smtpUrl: string; from: string; to: string[] }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    async notifyConsultation(c) {
      const type = consultationTypeLabel(c.consultation_type);
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: oneLine(`[상담 신청] ${type} — ${c.name}`),
        text: [
          `접수 번호: ${c.id}`,
          `접수 시각: ${c.created_at.toISOString()}`,
          `상담 유형: ${type}`,
          `이름: ${c.name}`,
          `연락처: ${c.phone}`,
          '',
          '상담 내용:',
          c.content || '(없음)',
        ].join('\n'),
      });
    },
    close: () => transport.close(),
  };
}
