import { addDays, firstBookableDate } from '@tgde/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { bookings, notifications, paymentIntents } from '../apps/server/src/db/schema';
import { verifiedUser, type Account } from './support/accounts';
import { decodeQuotedPrintable, messageIdOf, startMailSink, type MailSink } from './support/mail';
import { startServer, type RunningServer } from './support/server';

/*
 * A contact message answered with an insertedId must survive a crash: the server is killed with
 * SIGKILL while messages are being posted, restarted on the same DATA_DIR, and every acknowledged
 * message must be there; so must every acknowledged booking and payment, and their mails must go out
 * after the restart. Servers of its own, started and killed by the tests.
 */
let server: RunningServer | undefined;
let sink: MailSink | undefined;
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
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

/** `days` after today in Germany, as an ISO date. */
const dayAfterToday = (days: number) => addDays(firstBookableDate(), days);

describe('durability of bookings and payments', () => {
  it(
    'keeps every acknowledged booking and payment across a SIGKILL, none doubled, none paid without a succeeded intent',
    { timeout: 120_000 },
    async () => {
      const mail = await startMailSink();
      sink = mail;
      const env = { SMTP_URL: mail.url };
      const started = await startServer({ env });
      server = started;
      const url = started.url;
      const site = { server: () => started, mail: () => mail };
      const travellers: Account[] = [];
      for (let i = 0; i < 4; i += 1) travellers.push(await verifiedUser(site, `Crash Traveller ${i}`));
      const destinations = (await (await fetch(`${url}/api/destination`)).json()) as { _id: string }[];

      const booked: string[] = [];
      const paid = new Map<string, string>(); // booking id → transaction id
      const call = (who: Account, method: string, path: string, body?: unknown) =>
        fetch(`${url}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });

      // Each traveller books day after day and pays every booking, until the server disappears.
      const traveller = async (who: Account, index: number) => {
        for (let day = 0; ; day += 1) {
          try {
            const destination = destinations[(index + day) % destinations.length]!;
            const res = await call(who, 'POST', '/bookedDestination', {
              bookingId: destination._id,
              date: dayAfterToday(day),
              phone: '+49 30 1234567',
            });
            if (res.status !== 201) continue;
            const bookingId = ((await res.json()) as { insertedId: string }).insertedId;
            booked.push(bookingId);
            const intent = await call(who, 'POST', '/create-payment-intent', { bookingId });
            const { clientSecret } = (await intent.json()) as { clientSecret: string };
            const confirmed = await call(who, 'POST', '/test-payments/confirm', {
              clientSecret,
              card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
            });
            const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
            const patched = await call(who, 'PATCH', `/booking/${bookingId}`, {
              transactionId: paymentIntent.id,
            });
            if (patched.status === 200) paid.set(bookingId, paymentIntent.id);
          } catch {
            return; // The server is gone.
          }
        }
      };
      const running = travellers.map(traveller);
      const deadline = Date.now() + 40_000;
      while (paid.size < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await server.kill();
      expect(paid.size).toBeGreaterThanOrEqual(40);
      await Promise.all(running);

      // Every acknowledged booking's mail and every receipt arrives once the server is back (those
      // the crash interrupted once their lease runs out).
      const restarted = await startServer({ dataDir: server.dataDir, env });
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      const mailsWith = (text: string) =>
        mail.messages.filter((m) => decodeQuotedPrintable(m.raw).includes(text));
      const expected = [
        ...booked.map((id) => `/dashboard/payment/${id}`),
        ...[...paid.values()].map((transactionId) => `Transaction id: ${transactionId}`),
      ];
      await expect
        .poll(() => expected.filter((text) => mailsWith(text).length === 0), { timeout: 60_000 })
        .toEqual([]);
      await restarted.stop();
      // The worker sends one mail at a time: the kill may catch one that the mail server had taken
      // and the server had not yet marked sent. It goes out again after the restart with the same
      // Message-ID, so a mailbox keeps one. Any other repeat, or a second Message-ID, is a mail
      // sent twice.
      const messageIds = (text: string) => new Set(mailsWith(text).map((m) => messageIdOf(m.raw)));
      expect(expected.filter((text) => messageIds(text).size !== 1)).toEqual([]);
      expect(expected.filter((text) => mailsWith(text).length > 1).length).toBeLessThanOrEqual(1);
      expect(mail.messages.filter((m) => !messageIdOf(m.raw)?.startsWith('<mail-'))).toEqual([]);

      const database = await openDatabase({ dataDir: server.dataDir });
      try {
        const db = database.db;
        const kept = await db.select().from(bookings).where(inArray(bookings.id, booked));
        expect(kept.length).toBe(booked.length);
        for (const [id, transactionId] of paid) {
          expect(kept.find((b) => b.id === id)).toMatchObject({ paid: true, transactionId });
        }
        // One plan per traveller per day, whatever was retried.
        const all = await db.select().from(bookings);
        expect(new Set(all.map((b) => `${b.userId} ${b.date}`)).size).toBe(all.length);
        // Every paid booking was paid by a succeeded intent of that booking, for its amount.
        for (const booking of all.filter((b) => b.paid)) {
          const [intent] = await db
            .select()
            .from(paymentIntents)
            .where(
              and(eq(paymentIntents.id, booking.transactionId!), eq(paymentIntents.bookingId, booking.id)),
            );
          expect(intent).toMatchObject({ status: 'succeeded', amountCents: booking.costCents });
        }
      } finally {
        await database.close();
      }
    },
  );
});
