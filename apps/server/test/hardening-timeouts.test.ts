import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Slow and silent clients are cut off by the documented timeouts (http/connection-limits.ts) while
 * everyone else is served. The app listens on a real port here: timeouts live in Node's server, which
 * `inject` does not use. REQUEST_TIMEOUT_MS is small so that the test is quick.
 */
const REQUEST_TIMEOUT_MS = 1500;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent. */
  received(): string;
  /** True until the connection closes. */
  isOpen(): boolean;
  /** Resolves when the connection closes (the test's own time limit ends a wait for nothing). */
  closed: Promise<void>;
}

function connect(): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let open = true;
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        open = false;
        done();
      }),
    );
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => data, isOpen: () => open, closed }));
    socket.once('error', reject);
  });
}

const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe('limits and timeouts', () => {
  it('answers 408 and closes a request whose body trickles in too slowly, serving others meanwhile', async () => {
    const slow = await connect();
    slow.socket.write(
      'POST /api/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => slow.socket.write(' '), 200);
    try {
      expect(await health()).toBe(200);
      expect(slow.isOpen(), 'answered while the slow request was still coming in').toBe(true);
      await slow.closed;
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes connections that never send a request, however many there are', async () => {
    const silent = await Promise.all(Array.from({ length: 200 }, connect));
    // Two hundred idle connections do not keep anyone else waiting (bench/ measures how long).
    expect(await health()).toBe(200);
    expect(
      silent.every((c) => c.isOpen()),
      'answered while the idle connections were open',
    ).toBe(true);
    // Each is answered 408 and closed by the server.
    await Promise.all(silent.map((c) => c.closed));
    expect(silent.filter((c) => !/^HTTP\/1\.1 408/.test(c.received()))).toEqual([]);
  });

  it('refuses a body over the limit with 413 and a sentence', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ senderEmail: 'a@example.com', subject: 's', body: 'x'.repeat(1200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is too large.' });
  });
});
