import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { notifications } from '../apps/server/src/db/schema';
import { startServer, type RunningServer } from './support/server';

/*
 * Graceful shutdown: SIGTERM while visitors keep sending contact messages. The server stops taking
 * new connections and finishes what it accepted. Whatever reached it is either answered (201, or
 * 503 once it is closing) and stored as answered, or never started: no request that the server
 * took on fails half-way. A request counts as taken on when its message is in the database.
 */
let server: RunningServer | undefined;
afterAll(() => server?.cleanup());

type Outcome = 'stored' | 'refused' | 'unreachable' | `status ${number}`;

describe('graceful shutdown', () => {
  it('finishes every request it accepted when stopped with SIGTERM under load', async () => {
    server = await startServer({ env: { CONTACT_RATE_LIMIT: '100000', SEED_DEMO: 'false' } });
    const url = server.url;
    const outcomes = new Map<string, Outcome>();
    let stored = 0;

    const visitor = async (worker: number) => {
      for (let i = 0; ; i += 1) {
        const subject = `shutdown ${worker}-${i}`;
        try {
          const res = await fetch(`${url}/api/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ senderEmail: `v${worker}@example.com`, subject, body: 'Hello' }),
          });
          await res.arrayBuffer();
          if (res.status === 201) {
            outcomes.set(subject, 'stored');
            stored += 1;
          } else {
            outcomes.set(subject, res.status === 503 ? 'refused' : `status ${res.status}`);
          }
        } catch {
          outcomes.set(subject, 'unreachable');
          return; // The server has stopped listening.
        }
      }
    };
    const visitors = [0, 1, 2, 3, 4, 5].map(visitor);
    while (stored < 150) await new Promise((r) => setTimeout(r, 20));
    await server.stop();
    await Promise.all(visitors);

    const all = [...outcomes.values()];
    expect(all.filter((o) => o.startsWith('status'))).toEqual([]);
    expect(all.filter((o) => o === 'stored').length).toBeGreaterThanOrEqual(150);

    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const inDatabase = new Set(
        (await database.db.select({ subject: notifications.subject }).from(notifications)).map(
          (r) => r.subject,
        ),
      );
      const answeredButLost = [...outcomes].filter(([s, o]) => o === 'stored' && !inDatabase.has(s));
      const takenButFailed = [...outcomes].filter(([s, o]) => o !== 'stored' && inDatabase.has(s));
      expect(answeredButLost).toEqual([]);
      expect(takenButFailed).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
