import net from 'node:net';
import type { RecordFigure } from './figures';

const IDLE = 200;
const CALLS = 20;

/**
 * GET /api/health while 200 connections sit open without sending a byte: the slow-client limits
 * (http/connection-limits.ts) must keep them from delaying anyone. The API tests check that the
 * call is answered and the idle connections are closed; this measures how long the answer takes.
 */
export async function benchIdleConnections(appUrl: string, record: RecordFigure): Promise<void> {
  const { hostname, port } = new URL(appUrl);
  const sockets = await Promise.all(
    Array.from(
      { length: IDLE },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname);
          socket.once('connect', () => {
            // The server closes it in time: that is expected, not an error.
            socket.on('error', () => undefined);
            resolve(socket);
          });
          socket.once('error', reject);
        }),
    ),
  );
  try {
    const ms: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const started = performance.now();
      const res = await fetch(`${appUrl}/api/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    console.log(`\nIdle connections: ${CALLS} calls of GET /api/health with ${IDLE} silent connections open`);
    record('idle connections: /api/health median', (ms[Math.floor(CALLS / 2)] ?? 0).toFixed(1), 'ms');
    record('idle connections: /api/health slowest', (ms[CALLS - 1] ?? 0).toFixed(1), 'ms');
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}
