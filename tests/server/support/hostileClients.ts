import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { JOB_APPLICATION_API } from '../../../contract/jobs';

/** A second loopback address: the attacker, apart from the visitors on 127.0.0.1. */
export const ATTACKER = '127.0.0.2';

/**
 * One upload trickling in from the attacker's address: headers, the start of a file part (the
 * server opens a spool file for it), then 1.2 KB every 2 s — fast enough for the slow-body guard.
 * The first 12 bytes of each answer go to `replies`.
 */
export function tricklingUpload(port: number, replies: string[]): Socket {
  const boundary = 'trickle';
  const socket = connect({ host: '127.0.0.1', port, localAddress: ATTACKER });
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => replies.push(chunk.slice(0, 12)));
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(
      `POST ${JOB_APPLICATION_API} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const timer = setInterval(() => {
      if (socket.destroyed) clearInterval(timer);
      else socket.write('x'.repeat(1200));
    }, 2_000);
    socket.on('close', () => clearInterval(timer));
  });
  return socket;
}

/**
 * GET `url` over a new connection (as a visitor arriving or a load balancer's check does, where
 * a pooled connection would hide a server that accepts no new ones): status (0 when refused or
 * reset) and time.
 */
export function freshGet(url: string, timeoutMs = 5_000): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const finish = (status: number) => done({ status, ms: performance.now() - started });
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
    });
    request.on('error', () => finish(0));
    request.on('timeout', () => request.destroy());
  });
}
