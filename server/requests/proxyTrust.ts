import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Fastify's trustProxy for TRUST_PROXY: a hop count means "trust that many proxies in front of us". */
export function trustedProxies(
  setting: Config['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Behind a proxy without TRUST_PROXY every visitor has the proxy's address: one write budget and
 * one password limit for the whole site. Returns the check run as a request arrives, which says
 * so once, in the log where operators look.
 */
export function untrustedProxyWarning(trusted: boolean): (request: FastifyRequest) => void {
  let warned = trusted;
  return (request) => {
    if (warned || request.raw.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is not set: every client behind the proxy shares one address for rate and password limits (docs/operations.md)',
    );
  };
}
