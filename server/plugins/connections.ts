import { type ConnectionCaps, connectionGuard } from '../connection/connectionCaps';
import { handleExpectations, refuseTunnels } from '../connection/rawAnswers';
import { sharedPlugin } from './plugin';

export interface ConnectionsOptions extends Record<string, unknown> {
  caps: ConnectionCaps;
  /** Whether one address's connections are capped (not behind a proxy, where all share one). */
  perAddress: boolean;
  /** The largest body a request may announce: an upload's, and any other's. */
  bodyLimits: { multipart: number; other: number };
}

/**
 * The Node server's own events, answered in the contract's `{ detail }` where Node would answer
 * bare or drop the socket: connections past the caps (503), an `Expect:` body over the limit
 * (413) or an unknown expectation (417), and CONNECT (405).
 */
export const connectionsPlugin = sharedPlugin<ConnectionsOptions>(
  'connections',
  async (app, { caps, perAddress, bodyLimits }) => {
    connectionGuard(app, caps, { perAddress });
    handleExpectations(app, bodyLimits);
    refuseTunnels(app);
    app.addHook('onListen', (done) => {
      app.log.info(
        { descriptors: caps.descriptors, connections: caps.total, perAddress: caps.perAddress },
        'descriptor limit (ulimit -n) and the connection caps that keep a fifth of it free',
      );
      done();
    });
  },
);
