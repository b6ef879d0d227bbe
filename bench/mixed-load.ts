import { addDays, firstBookableDate } from '@tgde/contracts';
import type { MailSink } from '../e2e/support/mail';
import type { RecordFigure } from './figures';
import { inBatches, makeTravellers } from './travellers';

/*
 * A mixed load like a busy day on the site, for BENCH_MIXED_SECONDS (60 by default): visitors
 * browse destinations, photos and reviews, travellers sign in, book a day and pay for it (payment
 * intent, test-mode card, PATCH). A fixed number of virtual users each send their next request as
 * soon as the last one is answered, so the rate is the most the machine sustains at that
 * concurrency. It prints requests a second, p50/p99, the errors (any answer that is not the
 * expected one), and the bookings stored against the bookings acknowledged.
 */

type Kind = 'browse' | 'sign-in' | 'book' | 'pay';

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

const WEIGHTS: [Kind, number][] = [
  ['browse', 60],
  ['sign-in', 5],
  ['book', 20],
  ['pay', 15],
];

function pick(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'browse';
}

const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? 0;

export async function benchMixed(appUrl: string, sink: MailSink, record: RecordFigure) {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
  const users = Number(process.env.BENCH_MIXED_USERS ?? 16);
  const travellers = await makeTravellers(appUrl, sink, users, 'mixed');
  console.log(
    `\nMixed load: ${users} virtual users for ${seconds} s (browse 60%, sign in 5%, book 20%, pay 15%)`,
  );
  const destinations = (await (await fetch(`${appUrl}/api/destination`)).json()) as { _id: string }[];
  if (destinations.length === 0) throw new Error('no destination to book (SEED_DEMO off?)');

  const samples: Sample[] = [];
  const errors = new Map<string, number>();
  const acknowledged = new Set<string>();

  /** One request; `expect` is the status that counts as success. */
  async function send(kind: Kind, path: string, init: RequestInit, expect: number): Promise<Response | null> {
    const started = performance.now();
    try {
      const res = await fetch(`${appUrl}${path}`, init);
      await res.clone().arrayBuffer();
      const ok = res.status === expect;
      samples.push({ kind, ms: performance.now() - started, ok });
      if (!ok) {
        const key = `${init.method ?? 'GET'} ${path.split('?')[0]?.replace(/[0-9a-f-]{36}/, '{id}')} → ${res.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        return null;
      }
      return res;
    } catch (error) {
      samples.push({ kind, ms: performance.now() - started, ok: false });
      const key = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return null;
    }
  }

  const json = (token: string, method: string, body: unknown): RequestInit => ({
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  const until = performance.now() + seconds * 1000;
  const virtualUser = async (index: number) => {
    const me = travellers[index]!;
    const unpaid: string[] = [];
    let day = 0;
    while (performance.now() < until) {
      const kind = pick();
      if (kind === 'browse') {
        const destination = destinations[Math.floor(Math.random() * destinations.length)]!;
        const paths = ['/api/destination', '/api/photos?limit=24', '/api/review?limit=12'];
        await send(kind, paths[Math.floor(Math.random() * paths.length)]!, {}, 200);
        await send(
          kind,
          `/api/destination/${destination._id}`,
          { headers: { authorization: `Bearer ${me.token}` } },
          200,
        );
      } else if (kind === 'sign-in') {
        const res = await send(
          kind,
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: appUrl },
            body: JSON.stringify({ email: me.email, password: me.password }),
          },
          200,
        );
        if (res) me.token = ((await res.json()) as { token: string }).token;
      } else if (kind === 'book' || unpaid.length === 0) {
        day += 1;
        const destination = destinations[(index + day) % destinations.length]!;
        const res = await send(
          'book',
          '/api/bookedDestination',
          json(me.token, 'POST', {
            bookingId: destination._id,
            date: addDays(firstBookableDate(), day),
            phone: '+49 30 1234567',
          }),
          201,
        );
        if (res) {
          const { insertedId } = (await res.json()) as { insertedId: string };
          acknowledged.add(insertedId);
          unpaid.push(insertedId);
        }
      } else {
        const bookingId = unpaid.shift()!;
        const intent = await send(
          kind,
          '/api/create-payment-intent',
          json(me.token, 'POST', { bookingId }),
          200,
        );
        if (!intent) continue;
        const { clientSecret } = (await intent.json()) as { clientSecret: string };
        const card = { number: '4242424242424242', expiry: '12/40', cvc: '123' };
        const confirmed = await send(
          kind,
          '/api/test-payments/confirm',
          json(me.token, 'POST', { clientSecret, card }),
          200,
        );
        if (!confirmed) continue;
        const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
        await send(
          kind,
          `/api/booking/${bookingId}`,
          json(me.token, 'PATCH', { transactionId: paymentIntent.id }),
          200,
        );
      }
    }
  };
  const started = performance.now();
  await Promise.all(travellers.map((_, i) => virtualUser(i)));
  const elapsed = (performance.now() - started) / 1000;

  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  record('mixed: requests a second', (samples.length / elapsed).toFixed(1), 'req/s');
  record('mixed: p50 latency', percentile(all, 0.5).toFixed(0), 'ms');
  record('mixed: p99 latency', percentile(all, 0.99).toFixed(0), 'ms');
  for (const [kind] of WEIGHTS) {
    const ms = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    record(`mixed: ${kind} requests (p99)`, `${ms.length} (${percentile(ms, 0.99).toFixed(0)} ms)`);
  }
  record('mixed: errors', samples.filter((s) => !s.ok).length, '(target 0)');
  for (const [what, count] of errors) console.log(`  ${count} × ${what}`);

  const lists = await inBatches(travellers, 8, async (me) => {
    const res = await fetch(`${appUrl}/api/booking`, { headers: { authorization: `Bearer ${me.token}` } });
    return (await res.json()) as { _id: string }[];
  });
  const stored = lists.flat().filter((b) => acknowledged.has(b._id)).length;
  record('mixed: bookings acknowledged', acknowledged.size);
  record('mixed: bookings stored', stored, '(must equal the acknowledged)');
}
