import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'stopped' | 'blackholed';

/**
 * A TCP proxy in front of the database that a test can break: `stopped` refuses connections
 * (like a database that is down), `blackholed` accepts them and drops every byte both ways,
 * including on connections already open (like a cut network: no reset, nothing arrives).
 */
export interface TcpProxy {
  readonly port: number;
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();
  const frozen = new Set<Socket>();

  const link = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const unlink = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    // Bytes that arrive now are dropped, as on a cut network.
    pair.client.pause();
    pair.upstream.pause();
  };

  const onConnection = (client: Socket) => {
    if (mode === 'blackholed') {
      // Accepted, then silence: the client's connect succeeds and nothing ever answers.
      frozen.add(client);
      client.on('error', () => {});
      client.on('close', () => frozen.delete(client));
      client.pause();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    link(pair);
  };

  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(onConnection);
      server.listen(port, '127.0.0.1', resolve);
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'stopped') {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        for (const socket of frozen) socket.destroy();
        await stopListening();
      } else if (next === 'blackholed') {
        if (previous === 'stopped') await listen();
        for (const pair of pairs) unlink(pair);
      } else {
        if (previous === 'stopped') await listen();
        for (const socket of frozen) socket.destroy();
        for (const pair of pairs) {
          link(pair);
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      for (const socket of frozen) socket.destroy();
      await stopListening();
    },
  };
}
