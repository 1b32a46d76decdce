import { connect, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { connectionCaps } from '../../../server/connection/connectionCaps';
import { ATTACKER, freshGet, tricklingUpload } from '../support/hostileClients';
import { startServerOnFreshPGlite } from '../support/serverProcess';

const DESCRIPTORS = 256;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

test(`under ulimit -n ${DESCRIPTORS}, 200 trickling uploads from one address leave the server answering everyone else, with a warning naming the address`, async () => {
  const server = await startServerOnFreshPGlite({}, { descriptors: DESCRIPTORS });
  const { port } = server;
  const attack: Socket[] = [];
  try {
    const health = `${server.base}/api/health`;
    // A new connection every time, as a visitor arriving or a load balancer's check makes.
    const status = async () => (await freshGet(health)).status;
    expect(await status()).toBe(200);

    const replies: string[] = [];
    for (let i = 0; i < 200; i++) {
      attack.push(tricklingUpload(port, replies));
      if (i % 20 === 19) await sleep(100);
    }
    const during: number[] = [];
    for (let i = 0; i < 12; i++) {
      await sleep(500);
      during.push(await status());
    }
    expect(during).toEqual(Array(12).fill(200));
    // The attacker was told, not silently reset: 503 over the connection cap, 429 over uploads.
    // A connection over the cap is answered before it is closed: one that only listens reads it
    // (the flood's own answers can be lost to the reset their next bytes cause).
    // Connections that send nothing yet fill the address's share first (the trickling uploads
    // over the upload cap were answered 429 and closed).
    for (let i = 0; i < connectionCaps(DESCRIPTORS).perAddress; i++) {
      attack.push(
        connect({ host: '127.0.0.1', port, localAddress: ATTACKER }).on('error', () => {}),
      );
    }
    await sleep(300);
    const probe = connect({ host: '127.0.0.1', port, localAddress: ATTACKER });
    const answer = await new Promise<string>((done) => {
      let text = '';
      probe.setEncoding('utf8');
      probe.on('data', (chunk: string) => (text += chunk));
      probe.on('close', () => done(text));
      probe.on('error', () => done(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toContain(JSON.stringify({ detail: API_MESSAGES.tooManyConnections }));
    expect(
      replies.some((reply) => reply.startsWith('HTTP/1.1 429')),
      'a 429',
    ).toBe(true);
    // Caps that keep at least a fifth of the descriptors free, each connection with a spool file.
    const caps = connectionCaps(DESCRIPTORS);
    expect(2 * caps.total).toBeLessThanOrEqual(DESCRIPTORS * 0.8);
  } finally {
    for (const socket of attack) socket.destroy();
    await server.stop();
  }
  // Read once the server has stopped: its log is written in batches.
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          msg: string;
          address?: string;
          descriptors?: number;
        },
    );
  expect(lines.find((line) => line.descriptors !== undefined)?.descriptors).toBe(DESCRIPTORS);
  expect(lines.some((line) => line.level === 40 && line.address === ATTACKER)).toBe(true);
}, 90_000);
