import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the few Stripe API calls the Stripe provider makes, on 127.0.0.1: create a payment
 * intent (honouring Idempotency-Key), retrieve and cancel one, and refund one (honouring
 * Idempotency-Key). Tests play the browser's part with
 * `succeed()` (a card payment that went through) and read what the provider sent from `requests`.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

export interface StripeFake {
  /** http://127.0.0.1:PORT, for STRIPE_API_URL. */
  url: string;
  intents: Map<string, FakeIntent>;
  /** Refunds made, by id. */
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string; idempotencyKey: string | undefined; authorization: string }[];
  /** The card payment of this intent succeeded (what Stripe.js's confirmCardPayment does). */
  succeed(id: string): FakeIntent;
  /** An intent made in Stripe's dashboard or by another program: not opened by our server. */
  add(intent: Partial<FakeIntent> & { amount: number }): FakeIntent;
  close(): Promise<void>;
}

const random = (bytes: number) => randomBytes(bytes).toString('hex');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Stripe's form encoding (`metadata[bookingId]=…`) back into fields and metadata. */
function parseForm(body: string): { fields: Record<string, string>; metadata: Record<string, string> } {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const meta = /^metadata\[(.+)\]$/.exec(key);
    if (meta?.[1]) metadata[meta[1]] = value;
    else fields[key] = value;
  }
  return { fields, metadata };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${random(6)}` });
  response.end(JSON.stringify(body));
}

const missing = (id: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such payment_intent: '${id}'`,
    param: 'intent',
  },
});

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const requests: StripeFake['requests'] = [];

  function make(fields: Partial<FakeIntent> & { amount: number }): FakeIntent {
    const id = `pi_${random(12)}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${random(12)}`,
      metadata: {},
      description: null,
      livemode: false,
      ...fields,
    };
    intents.set(id, intent);
    return intent;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const idempotencyKey = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      authorization: request.headers.authorization ?? '',
    });
    const body = await readBody(request);
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (typeof idempotencyKey === 'string' && byIdempotencyKey.has(idempotencyKey)) {
        return send(response, 200, byIdempotencyKey.get(idempotencyKey));
      }
      const { fields, metadata } = parseForm(body);
      const intent = make({
        amount: Number(fields.amount),
        currency: fields.currency ?? 'usd',
        description: fields.description ?? null,
        metadata,
      });
      if (typeof idempotencyKey === 'string') byIdempotencyKey.set(idempotencyKey, intent);
      return send(response, 200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (typeof idempotencyKey === 'string' && refundsByKey.has(idempotencyKey)) {
        return send(response, 200, refundsByKey.get(idempotencyKey));
      }
      const { fields } = parseForm(body);
      const intent = intents.get(fields.payment_intent ?? '');
      if (!intent) return send(response, 404, missing(fields.payment_intent ?? ''));
      if (intent.status !== 'succeeded') {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent has not succeeded.' },
        });
      }
      const refund: FakeRefund = {
        id: `re_${random(12)}`,
        object: 'refund',
        amount: Number(fields.amount ?? intent.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      if (typeof idempotencyKey === 'string') refundsByKey.set(idempotencyKey, refund);
      return send(response, 200, refund);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancel?.[1]) {
      const id = decodeURIComponent(cancel[1]);
      const intent = intents.get(id);
      if (!intent) return send(response, 404, missing(id));
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(response, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const id = decodeURIComponent(retrieve[1]);
      const intent = intents.get(id);
      return intent ? send(response, 200, intent) : send(response, 404, missing(id));
    }
    return send(response, 404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    add: make,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An event as Stripe's webhook sends it: the envelope around `object`. */
export const stripeEvent = <T extends object | undefined>(id: string, type: string, object: T) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
});
