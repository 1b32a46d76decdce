import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger, made only when something logs for that request. Fastify gives every
 * request a pino child with its reqId bound: an object, a bindings string and their garbage for
 * every request, though nearly every request logs nothing but its access line, which the server
 * writes through its own logger (requestLogPlugin), so the child is made only when asked for.
 */
class RequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;
  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  get #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
  get level() {
    return this.#made.level;
  }
  set level(level: string) {
    this.#made.level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#made.child(bindings, options);
  }
  /** One method a level, each passing its line to the child (on the prototype: none per request). */
  static {
    for (const level of LEVELS) {
      Object.defineProperty(RequestLogger.prototype, level, {
        value(this: RequestLogger, ...args: Parameters<FastifyBaseLogger[Level]>) {
          this.#made[level](...args);
        },
      });
    }
  }
}

export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
