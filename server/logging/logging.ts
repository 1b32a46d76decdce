import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '../http';
import { batchedStdout } from './logStream';

/**
 * What a log line may say about an error. Database drivers attach the failed statement's
 * parameters (PGlite: `params`, one 2 MB résumé became a 6 MB line) and PostgreSQL's `detail`
 * quotes the offending values, so an error is logged by name, code and statement only, and
 * quoted parts of its message are cut. Parameterised SQL names the statement without values.
 */
export function safeError(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as Error & { code?: unknown; query?: unknown };
  const statement =
    typeof e.query === 'string' ? e.query.replace(/\s+/g, ' ').trim().slice(0, 120) : undefined;
  return {
    type: e.name,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: String(e.code) } : {}),
    message: redactMessage(e.message),
    ...(statement ? { statement } : {}),
    // Frames only: the stack's first line repeats the message.
    stack: e.stack?.split('\n').slice(1, 8).join('\n') ?? '',
    ...(e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

/** `invalid input syntax for type integer: "010-1234"` → `…: "…"`; at most 200 characters. */
export function redactMessage(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .slice(0, 200);
}

export type LoggerOption = false | { level?: string; stream?: NodeJS.WritableStream };

export function loggerOptions(logger: LoggerOption | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: logger.level ?? 'info',
    stream: logger.stream ?? batchedStdout(),
    // Bodies and headers are never logged; URLs lose their query values (passwords, and names
    // and phones of a form sent natively); errors lose their parameters and quoted values.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: (error: unknown) => safeError(error),
    },
  };
}
