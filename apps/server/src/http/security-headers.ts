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
 * The security headers every answer carries. They never vary while the server runs, so they are
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

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
