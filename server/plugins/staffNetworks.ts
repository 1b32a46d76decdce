import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { STAFF_SIGN_IN_MESSAGES } from '../../contract/staffAccess';
import { HttpError } from '../http';
import { sharedPlugin } from './plugin';

/** The console's page and assets, and its API: what STAFF_ALLOWED_NETWORKS closes to others. */
const STAFF_PATHS = /^\/(?:staff|api\/staff)(?:[/?.]|$)/;

/** A BlockList used as an allow-list: the ranges of STAFF_ALLOWED_NETWORKS (config.ts). */
export function networkList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits = '0'] = cidr.split('/');
    list.addSubnet(address, Number(bits), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Whether `ip` (as request.ip gives it, IPv4-mapped IPv6 included) is in the list. */
export function isAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  try {
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/**
 * Optional network allow-list for the staff console (decision 184): with ranges configured,
 * /staff and /api/staff answer 403 to every other address before anything else runs (no session
 * is looked up, no password checked). The address is request.ip, so behind a proxy TRUST_PROXY
 * must name it. Off (no hook at all) when the list is empty.
 */
export const staffNetworksPlugin = sharedPlugin(
  'staff-networks',
  async (app: FastifyInstance, options: { networks: string[] }) => {
    if (options.networks.length === 0) return;
    const list = networkList(options.networks);
    app.addHook('onRequest', async (request, reply) => {
      if (!STAFF_PATHS.test(request.url) || isAllowed(list, request.ip)) return;
      reply.header('cache-control', 'no-store');
      throw new HttpError(403, STAFF_SIGN_IN_MESSAGES.networkNotAllowed);
    });
  },
);
