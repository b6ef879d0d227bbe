import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BOOKING_HOLD_MINUTES, DEFAULT_FREE_CANCELLATION_DAYS } from '@tgde/contracts';
import { z } from 'zod';

/** How to make a good AUTH_SECRET, said wherever one is refused. */
const MAKE_A_SECRET =
  'make a random one with `openssl rand -base64 32` and give every instance the same one.';

/**
 * The environment, read once and checked. This is the only module that reads process.env
 * (docs/configuration.md lists every variable).
 */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Travel Guide DE <no-reply@localhost>'),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_SECRET: z
    .string()
    .min(32, `AUTH_SECRET must be at least 32 characters: ${MAKE_A_SECRET}`)
    .refine(
      (secret) => !/^(.)\1*$/su.test(secret),
      `AUTH_SECRET is one character repeated, which anyone could guess: ${MAKE_A_SECRET}`,
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Where the Stripe client sends its API calls instead of https://api.stripe.com: tests point it
  // at a local fake so that nothing leaves the machine.
  STRIPE_API_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.string().optional(),
  // Requests a minute that one client address may make to each limited identity call (sign-in,
  // sign-up, password-reset request, resend verification). Unset: the safe defaults in
  // src/auth/rate-limits.ts. Raise it only for test servers that sign in often.
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).optional(),
  // `required`: admin calls answer 403 TWO_FACTOR_REQUIRED until the admin has turned two-factor
  // sign-in on. Unset: required in production, optional elsewhere.
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  // How long a client may take to send one whole request (headers and body); slower ones get 408.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // How late (ms) the event loop may run its check before new requests get 503 (http/overload.ts). A
  // machine shared with other work (a test run's browser beside its servers) lags more than that
  // without being overloaded, and raises it.
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  // The longest the destination list is served from memory after a change that no notice reached
  // (features/destinations/catalogue-cache.ts). Unset: its default. Tests raise it to show that the
  // change feed, not the time limit, carries a change between servers.
  CATALOGUE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  // How long an unpaid booking holds its places before it expires.
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 366)
    .default(DEFAULT_BOOKING_HOLD_MINUTES),
  // A paid trip can be cancelled with a full refund until this many days (in Germany) before it.
  FREE_CANCELLATION_DAYS: z.coerce.number().int().min(0).max(366).default(DEFAULT_FREE_CANCELLATION_DAYS),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  WEB_DIST: z.string().optional(),
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  // A paid trip's reminder mail goes out this many days before it (or at once when paid nearer).
  REMINDER_DAYS: z.coerce.number().int().min(0).max(366).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  // Contact messages older than this many days are deleted by the retention job.
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  // The VAT rate included in every price, shown on receipts and credit notes.
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(19),
  // The operator, as receipts and the imprint name them (demo values when unset).
  OPERATOR_NAME: z.string().min(1).optional(),
  OPERATOR_ADDRESS: z.string().min(1).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_PHONE: z.string().min(1).optional(),
  OPERATOR_VAT_ID: z.string().min(1).optional(),
  // Who represents the business (its managing directors), and its register court and number
  // (unset for a sole trader, who has none).
  OPERATOR_REPRESENTATIVE: z.string().min(1).optional(),
  OPERATOR_REGISTER: z.string().min(1).optional(),
  // `test`: the built-in test-mode processor on purpose, even with NODE_ENV=production.
  PAYMENTS: z.enum(['test']).optional(),
  // Scheduled backups (infra/backup): a folder to write them to (unset: none), how often, and how
  // many of them to keep.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
});

/** Who runs the site: printed on receipts and credit notes and shown on the imprint. */
export interface Operator {
  name: string;
  /** Street, postcode and town; lines separated by commas or new lines. */
  address: string;
  email: string;
  phone: string;
  vatId: string;
  /** Who represents the business: its managing directors, or the sole trader. */
  representative: string;
  /** Register court and number (`Amtsgericht Berlin-Charlottenburg HRB 123456 B`); null: none. */
  register: string | null;
}

/** Stand-ins for a demo or a development machine; production refuses to start with them. */
export const DEMO_OPERATOR: Operator = {
  name: 'Travel Guide DE Demo GmbH',
  address: 'Musterstraße 1, 10115 Berlin, Germany',
  email: 'hello@travelguide.example',
  phone: '+49 30 1234567',
  vatId: 'DE000000000',
  representative: 'Erika Mustermann',
  register: 'Amtsgericht Berlin-Charlottenburg HRB 000000 B',
};

/** The S3-compatible bucket that holds the images (infra/images/s3-store.ts), from S3_*. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 address; unset: AWS for the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "media/". */
  prefix: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /**
   * The origins our own pages are served from, accepted for sign-in and for changes sent with the
   * session cookie: PUBLIC_URL's alone; while it is unset, each loopback name on PORT (localhost,
   * 127.0.0.1, [::1]), since a developer opens whichever the terminal shows.
   */
  ownOrigins: string[];
  /** Whether PUBLIC_URL was set, rather than made up from PORT. */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  authSecret: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false, or the addresses of the proxies whose X-Forwarded-For we believe. */
  trustProxy: false | string[];
  /** BOOKING_HOLD_MINUTES: how long an unpaid booking holds its places. */
  bookingHoldMinutes: number;
  /** FREE_CANCELLATION_DAYS: days before the trip until which cancelling is free. */
  freeCancellationDays: number;
  /** Contact messages one client address may send a minute. */
  contactPerMinute: number;
  /** Image uploads one client address may make a minute. */
  uploadsPerMinute: number;
  /** Reviews one client address may write a minute. */
  reviewsPerMinute: number;
  /** Largest image upload accepted, in bytes. */
  imageMaxBytes: number;
  /** REQUEST_TIMEOUT_MS: the time a client has to send a whole request. */
  requestTimeoutMs: number;
  /** OVERLOAD_EVENT_LOOP_DELAY_MS: the event-loop lag (ms) at which new requests are turned away. */
  overloadEventLoopDelayMs: number;
  /** CATALOGUE_TTL_MS: how long the destination list may be served from memory; unset: the default. */
  catalogueTtlMs: number | undefined;
  /** Images go to this S3-compatible bucket instead of $DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** The built web app (apps/web/dist), served by the API server in production. */
  webDist: string | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** AUTH_RATE_LIMIT_MAX: one limit a minute for every limited identity call; unset: the defaults. */
  authRateLimitMax: number | undefined;
  /** ADMIN_TWO_FACTOR: whether admin calls need the admin to have two-factor sign-in on. */
  adminTwoFactor: 'required' | 'optional';
  /** REMINDER_DAYS: how many days before a paid trip its reminder goes out. */
  reminderDays: number;
  /**
   * JOB_LEASE_SECONDS: how long a claimed job (a mail) is its worker's; a worker that died leaves
   * its jobs to others once this runs out. Renewed every third of it while the worker lives.
   */
  jobLeaseSeconds: number;
  /** CONTACT_RETENTION_DAYS: how long contact messages are kept. */
  contactRetentionDays: number;
  /** VAT_RATE_PERCENT: the VAT included in prices. */
  vatRatePercent: number;
  /** OPERATOR_*: the operator's details; the demo values for each one unset. */
  operator: Operator;
  /** PAYMENTS=test: the test-mode processor was chosen on purpose. */
  paymentsTestOnPurpose: boolean;
  /** BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP: scheduled backups (none while `dir` is unset). */
  backup: { dir: string | undefined; everyHours: number; keep: number };
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** STRIPE_API_URL: the Stripe API's address when it is not api.stripe.com (tests). */
        apiUrl: string | undefined;
      }
    | undefined;
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** The secret kept in DATA_DIR when the operator gives none, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** S3_BUCKET without the keys to reach it; checked with the other problems (configProblems). */
function s3Problems(raw: Record<string, string>): string[] {
  if (!raw.S3_BUCKET || (raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY)) return [];
  return ['S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too.'];
}

function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX,
  };
}

const needed = (name: string, why: string) => `${name} is required when NODE_ENV=production: ${why}`;

/** Why production needs each of the operator's details (they are demo values otherwise). */
const OPERATOR_SETTINGS = {
  OPERATOR_NAME: 'receipts and the imprint must name who runs the site, not the demo company.',
  OPERATOR_ADDRESS: "receipts and the imprint must give the operator's postal address.",
  OPERATOR_EMAIL: 'the imprint must give an e-mail address where the operator is reached.',
  OPERATOR_PHONE: "the imprint must give the operator's telephone number.",
  OPERATOR_VAT_ID: "receipts must carry the operator's VAT identification number.",
  OPERATOR_REPRESENTATIVE:
    'the imprint, receipts and credit notes must name who represents the business (its managing directors, or the sole trader).',
} as const;

/** Why production needs each of Stripe's keys (the test-mode processor runs otherwise). */
const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: 'without it no real payment can be taken',
  STRIPE_PUBLISHABLE_KEY: "the payment page needs it to load Stripe's card form",
  STRIPE_WEBHOOK_SECRET:
    "without it Stripe's events (payments completed, refunds made in Stripe's dashboard) cannot be trusted",
} as const;

/**
 * What a production server may not run without, one sentence each, saying what to set and why:
 * without them it would quietly fall back to what suits a laptop (a secret in DATA_DIR, mail in the
 * outbox folder with its links in the log, the demo operator, the test-mode processor). Read from
 * the raw environment, so that it is said beside any value that failed its own check.
 */
function missingForProduction(e: Record<string, string>): string[] {
  const missing: string[] = [];
  if (!e.AUTH_SECRET) {
    missing.push(
      needed(
        'AUTH_SECRET',
        'set it to at least 32 random characters, the same on every instance; without it each instance makes its own, and sessions and mailed links fail on the others.',
      ),
    );
  }
  if (!e.SMTP_URL) {
    missing.push(needed('SMTP_URL', 'without it mail would only be written to the outbox folder.'));
  }
  if (!e.PUBLIC_URL) {
    missing.push(
      needed(
        'PUBLIC_URL',
        'set it to the https:// address visitors open; links in e-mails and the sign-in check use it.',
      ),
    );
  } else if (URL.canParse(e.PUBLIC_URL) && new URL(e.PUBLIC_URL).protocol !== 'https:') {
    missing.push(
      `PUBLIC_URL must be an https:// address when NODE_ENV=production (it is ${e.PUBLIC_URL}): sessions and the tokens in mailed links must not cross the network unencrypted.`,
    );
  }
  for (const [name, why] of Object.entries(OPERATOR_SETTINGS)) {
    if (!e[name]) missing.push(needed(name, why));
  }
  if (e.PAYMENTS !== 'test') {
    for (const [name, why] of Object.entries(STRIPE_SETTINGS)) {
      if (!e[name]) {
        missing.push(
          needed(
            name,
            `${why}. To take no real payments on purpose, set PAYMENTS=test (every page then says so).`,
          ),
        );
      }
    }
  }
  return missing;
}

/** The first line of a refusal to start; one problem a line follows it. */
export const CONFIG_REFUSAL = 'The server will not start until these settings are fixed:';

/** A value that failed its check, as a sentence that names the variable. */
function issueSentence(issue: z.ZodError['issues'][number]): string {
  const name = issue.path.join('.');
  return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = withoutEmpty(env);
  const parsed = envSchema.safeParse(raw);
  const production = raw.NODE_ENV === 'production';
  // Every problem at once (values that fail their check, settings production needs, settings that
  // need each other), so that one attempt tells the operator all there is to fix.
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map(issueSentence)),
    ...s3Problems(raw),
    ...(production ? missingForProduction(raw) : []),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`${CONFIG_REFUSAL}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : undefined;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    ownOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authSecret: e.AUTH_SECRET ?? storedSecret(dataDir),
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    freeCancellationDays: e.FREE_CANCELLATION_DAYS,
    contactPerMinute: e.CONTACT_RATE_LIMIT,
    uploadsPerMinute: e.UPLOAD_RATE_LIMIT,
    reviewsPerMinute: e.REVIEW_RATE_LIMIT,
    imageMaxBytes: e.IMAGE_MAX_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    catalogueTtlMs: e.CATALOGUE_TTL_MS,
    s3: s3Settings(e),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    google,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    adminTwoFactor: e.ADMIN_TWO_FACTOR ?? (production ? 'required' : 'optional'),
    reminderDays: e.REMINDER_DAYS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    contactRetentionDays: e.CONTACT_RETENTION_DAYS,
    vatRatePercent: e.VAT_RATE_PERCENT,
    operator: {
      name: e.OPERATOR_NAME ?? DEMO_OPERATOR.name,
      address: e.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
      email: e.OPERATOR_EMAIL ?? DEMO_OPERATOR.email,
      phone: e.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
      vatId: e.OPERATOR_VAT_ID ?? DEMO_OPERATOR.vatId,
      representative: e.OPERATOR_REPRESENTATIVE ?? DEMO_OPERATOR.representative,
      // The demo company's register only beside the demo company: a real operator without
      // OPERATOR_REGISTER (a sole trader) has none.
      register: e.OPERATOR_REGISTER ?? (e.OPERATOR_NAME ? null : DEMO_OPERATOR.register),
    },
    paymentsTestOnPurpose: e.PAYMENTS === 'test',
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
    stripe: e.PAYMENTS === 'test' ? undefined : stripe,
  };
}
