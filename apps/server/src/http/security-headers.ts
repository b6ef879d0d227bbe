import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Other origins pages may show images from. Only services the operator configured: with Google
   * sign-in, the profile pictures Google accounts come with.
   */
  imageOrigins?: string[];
  /** Stripe keys are set: the payment page loads Stripe.js, which talks to Stripe in its frames. */
  stripe?: boolean;
}

/** What Stripe.js needs (Stripe's CSP guide); allowed only when the operator configured Stripe. */
const stripeOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** No inline script or style, nothing from another origin, no framing. */
export function contentSecurityPolicy({
  imageOrigins = [],
  stripe = false,
}: SecurityHeaderOptions = {}): string {
  const extra = (origins: string[]) => (stripe ? origins : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...extra(stripeOrigins.script)].join(' '),
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins, ...extra(stripeOrigins.img)].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...extra(stripeOrigins.connect)].join(' '),
    ...(stripe ? [["frame-src 'self'", ...stripeOrigins.frame].join(' ')] : []),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * The security headers of every answer but JSON. They never vary while the server runs, so they are
 * built once and set in one step: doing the same through @fastify/helmet's chain of middleware cost
 * more than half of the throughput of the busiest API call (measured with `npm run bench`).
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    // Our images and scripts are for our own pages only.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(self${
      options.stripe ? ' "https://js.stripe.com"' : ''
    })`,
    'x-xss-protection': '0',
  });
}

/**
 * What a JSON answer carries: a document's headers (scripts, frames, features, the opener) mean
 * nothing for data that no browser renders, so it gets only those that guard data (OWASP's REST
 * Security cheat sheet): no framing, no content sniffing, no reading by other origins, HTTPS.
 * The busiest API calls answer a few KB; the document headers were 800 bytes of each.
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Set as the answer leaves, once its type is known: JSON answers get JSON_ANSWER_HEADERS, every
 * other answer (pages, files, receipts, the API reference, 304s) the document headers. They
 * replace any a route set, and no route sets its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const documentHeaders = securityHeaders(options);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? JSON_ANSWER_HEADERS : documentHeaders);
    done(null, payload);
  });
}
