import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the few Stripe API calls the Stripe provider makes, on 127.0.0.1: create a payment
 * intent (honouring Idempotency-Key) and retrieve one. Tests play the browser's part with
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

export interface StripeFake {
  /** http://127.0.0.1:PORT, for STRIPE_API_URL. */
  url: string;
  intents: Map<string, FakeIntent>;
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
