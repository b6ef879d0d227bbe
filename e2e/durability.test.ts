import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { notifications } from '../apps/server/src/db/schema';
import { startServer, type RunningServer } from './support/server';

/*
 * A contact message answered with an insertedId must survive a crash: the server is killed with
 * SIGKILL while messages are being posted, restarted on the same DATA_DIR, and every acknowledged
 * message must be there.
 */
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe('durability of the embedded database', () => {
  it('keeps every acknowledged contact message across a SIGKILL', async () => {
    const env = { CONTACT_RATE_LIMIT: '100000', SEED_DEMO: 'false' };
    server = await startServer({ env });
    const acknowledged: string[] = [];
    let sent = 0;
    const writer = async (worker: number) => {
      for (let i = 0; ; i += 1) {
        sent += 1;
        try {
          const res = await fetch(`${server!.url}/api/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              senderEmail: `crash${worker}@example.com`,
              subject: `message ${worker}-${i}`,
              body: 'Sent while the server is being killed.',
            }),
          });
          if (res.status === 201)
            acknowledged.push(((await res.json()) as { insertedId: string }).insertedId);
        } catch {
          return; // The server is gone.
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Let the writers get going, then pull the plug in the middle of their traffic.
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    await server.kill();
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // The restarted server must come up on the crashed data directory...
    const restarted = await startServer({ dataDir: server.dataDir, env });
    const health = await fetch(`${restarted.url}/api/health`);
    expect(health.status).toBe(200);
    await restarted.stop();

    // ...and every acknowledged message must be in it.
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const rows = await database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.id, acknowledged));
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});
