import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH, createAuth, SESSION_COOKIE } from './auth/auth';
import { accessGuards } from './auth/access';
import { currentSession } from './auth/guards';
import { registerAuth } from './auth/mount';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminAuditRoutes } from './features/admin-audit/routes';
import { adminModerationRoutes } from './features/admin-moderation/routes';
import { adminBookingRoutes } from './features/admin-bookings/routes';
import { adminMailRoutes } from './features/admin-mail/routes';
import { adminPaymentRoutes } from './features/admin-payments/routes';
import { meRoutes } from './features/me/routes';
import { adminStatsRoutes } from './features/admin-stats/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { bookingRoutes } from './features/bookings/routes';
import { departureRoutes } from './features/departures/routes';
import { authConfigRoutes } from './features/auth-config/routes';
import { CATALOGUE_TTL_MS, createCatalogueCache } from './features/destinations/catalogue-cache';
import { destinationRoutes } from './features/destinations/routes';
import {
  canonicalDestinationName,
  destinationOnOffer,
  findDestination,
  listDestinations,
} from './features/destinations/service';
import { imageRoutes } from './features/images/routes';
import { healthRoutes } from './features/health/routes';
import { notificationRoutes } from './features/notifications/routes';
import { withLocalEcho } from './features/pages/page-cache';
import { createPageSender, describedPageAddresses } from './features/pages/send-page';
import { bookingPayer } from './features/payments/pay-booking';
import { paymentRoutes } from './features/payments/routes';
import { photoRoutes } from './features/photos/routes';
import { receiptRoutes } from './features/receipts/routes';
import { reviewRoutes } from './features/reviews/routes';
import { siteInfoRoutes } from './features/site-info/routes';
import { siteStatsRoutes } from './features/site-stats/routes';
import { createSiteStatsCache } from './features/site-stats/service';
import { userRoutes } from './features/users/routes';
import { verifiedAdmins } from './features/users/service';
import type { BookingPolicy } from './domain/booking-records';
import { cancelledAtProvider } from './domain/booking-refunds';
import { registerAnswerLanguage } from './http/answer-language';
import { registerErrorHandling } from './http/errors';
import { logRedaction } from './http/log-redaction';
import { clientKey } from './http/client-key';
import { connectionLimits } from './http/connection-limits';
import { defaultOverloadLimits, registerOverloadProtection, type OverloadLimits } from './http/overload';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerNulGuard } from './http/refuse-nul';
import { recordRoutes } from './http/route-table';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { looksLikePage, registerMedia, registerWebApp } from './http/web';
import { createChangeFeed } from './infra/change-feed';
import type { MediaStore } from './infra/images/store';
import { bookingMails } from './infra/mail/booking-mails';
import { contactAlerts } from './infra/mail/contact-alert-mails';
import { MAIL_JOB_SEAL, mailQueue } from './infra/mail/mail-queue';
import { createMailer } from './infra/mail/create-mailer';
import type { Mailer } from './infra/mail/mailer';
import { createPaymentProvider } from './infra/payments/create-provider';
import { secretBox } from './infra/secrets/secret-box';
import { registerJobs } from './jobs';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where images live (disk or S3); served under /media/. */
  media: MediaStore;
  /** Folder of the built web app; omitted: the API only (tests, `npm run dev`). */
  webDist?: string | undefined;
  /**
   * Log requests and faults (main.ts: to stdout, at `info` in production and `warn` otherwise), or
   * write them to `stream` at `level` (tests read the log). Either way without secrets or addresses.
   */
  logger?: boolean | { stream: { write(line: string): void }; level: 'trace' | 'debug' | 'info' | 'warn' };
  /** Outgoing mail (verification, password reset); omitted: made from the config (SMTP or outbox). */
  mailer?: Mailer;
  /** When to turn requests away with 503; omitted: http/overload.ts's defaults, with the configured event-loop limit. */
  overload?: OverloadLimits;
  /** The time now, for rules that depend on the day; omitted: the system clock. */
  clock?: () => Date;
  /** How often the job worker looks for due jobs; omitted: every second. */
  jobPollMs?: number;
  /**
   * false: the scheduled passes (expiry, reminders, retention) are not queued by themselves (tests
   * that move the clock queue them through `app.jobs.runDue()` of an app that has them).
   */
  scheduledJobs?: boolean;
}

/** Builds the whole HTTP application. main.ts listens with it; tests call it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger
      ? {
          level: config.production ? 'info' : 'warn',
          ...logRedaction(),
          ...(typeof deps.logger === 'object' ? deps.logger : {}),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...connectionLimits(config.requestTimeoutMs),
  });

  recordRoutes(app, accessGuards);
  registerErrorHandling(app);
  registerAnswerLanguage(app);
  registerNulGuard(app);
  registerSameOriginCheck(app, {
    origins: config.ownOrigins,
    sessionCookie: SESSION_COOKIE,
    // better-auth checks origins itself (trustedOrigins); Stripe's events are signed instead.
    exempt: (path) => path.startsWith(`${AUTH_BASE_PATH}/`) || path === '/api/stripe/webhook',
    sessionOf: currentSession,
  });

  registerSecurityHeaders(app, {
    // Google accounts come with a profile picture on Google's image host.
    imageOrigins: config.google ? ['https://*.googleusercontent.com'] : [],
    stripe: config.stripe !== undefined,
  });
  await registerOverloadProtection(
    app,
    database,
    deps.overload ?? { ...defaultOverloadLimits, maxEventLoopDelayMs: config.overloadEventLoopDelayMs },
  );
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Counted in the database, so that every server sharing it counts one client together.
  // Per client: an IPv4 address, or an IPv6 address's /64 network.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    keyGenerator: (request) => clientKey(request.ip),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: config.imageMaxBytes, files: 1 } });

  const db = database.db;
  // Shared: reviews change the ratings that the destination list shows. Changes made through
  // other servers on the same PostgreSQL arrive through the feed.
  const catalogueChanges = await createChangeFeed(database, {
    channel: 'catalogue_changed',
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => catalogueChanges.close());
  // Everything a public page shows changes through this feed too (domain/catalogue-changes.ts), and
  // each publish also reaches this server's own caches: the catalogue's and the pages'.
  const publicChanges = withLocalEcho(catalogueChanges);
  const catalogue = createCatalogueCache(db, config.catalogueTtlMs, publicChanges);
  const publicChange = () => catalogue.invalidate();
  // The home page's figures: kept as long as the catalogue, dropped with it.
  const siteStats = createSiteStatsCache(db, config.catalogueTtlMs ?? CATALOGUE_TTL_MS, publicChanges);
  const mailer = deps.mailer ?? createMailer(config, (line) => app.log.info(line));
  const now = deps.clock ?? (() => new Date());
  // Mails and scheduled passes run as jobs in the database (infra/jobs/queue.ts); `jobs.wake()`
  // lets a mail just queued go out without waiting for the next poll.
  // The worker is made below, once the handlers it needs exist; until then a wake has nothing to do.
  let wakeJobs = () => {};
  // Mails written out when queued carry links that open accounts: sealed at rest.
  const mailBox = secretBox(config.authSecret, MAIL_JOB_SEAL);
  const mails = mailQueue(() => wakeJobs(), mailBox);
  const auth = createAuth({
    config,
    db,
    sendMail: (message) => mails.message(db, message),
    logError: (message, error) => app.log.error({ err: error }, message),
  });
  await registerAuth(app, auth, config.publicUrl, config.adminTwoFactor);

  // Stripe with keys, else the built-in test-mode processor (docs/payments.md).
  const payments = await createPaymentProvider(config, db);
  // Booking, receipt, cancellation and reminder mails, queued by the booking calls and by Stripe's
  // webhook alike.
  const bookingMailer = bookingMails(mails);
  const policy: BookingPolicy = {
    holdMinutes: config.bookingHoldMinutes,
    freeCancellationDays: config.freeCancellationDays,
    now,
  };
  // Paying is the payments feature's; the bookings feature's PATCH /api/booking/{id} pays through it.
  const payBooking = bookingPayer(db, payments, bookingMailer, policy, (message) => app.log.warn(message));

  const documentSettings = {
    operator: config.operator,
    vatRatePercent: config.vatRatePercent,
    now,
    testMode: payments.kind === 'test',
  };
  const jobs = registerJobs(app, {
    config,
    database,
    media: deps.media,
    mailer,
    mailBox,
    payments,
    bookingMails: bookingMailer,
    documents: documentSettings,
    policy,
    now,
    log: (message, error) => app.log.warn({ err: error }, message),
    pollMs: deps.jobPollMs,
    scheduled: deps.scheduledJobs !== false,
  });
  wakeJobs = () => jobs.wake();

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authConfigRoutes, { googleEnabled: config.google !== undefined });
      await api.register(siteInfoRoutes, {
        info: {
          operator: config.operator,
          freeCancellationDays: config.freeCancellationDays,
          bookingHoldMinutes: config.bookingHoldMinutes,
          contactRetentionDays: config.contactRetentionDays,
          reminderDays: config.reminderDays,
          vatRatePercent: config.vatRatePercent,
          payments: config.stripe ? 'stripe' : 'test',
        },
      });
      await api.register(siteStatsRoutes, { stats: siteStats });
      await api.register(userRoutes, { db, media: deps.media, adminEmails: config.adminEmails });
      await api.register(destinationRoutes, { db, media: deps.media, catalogue });
      await api.register(reviewRoutes, {
        db,
        destinationOnOffer: (id) => destinationOnOffer(db, id),
        catalogueChanged: publicChange,
        now,
        reviewsPerMinute: config.reviewsPerMinute,
      });
      await api.register(imageRoutes, {
        store: deps.media,
        maxBytes: config.imageMaxBytes,
        perMinute: config.uploadsPerMinute,
      });
      await api.register(photoRoutes, {
        db,
        store: deps.media,
        findPlace: (name) => canonicalDestinationName(db, name),
        changed: publicChange,
      });
      await api.register(notificationRoutes, {
        db,
        contactPerMinute: config.contactPerMinute,
        alertAdmins: contactAlerts(mails, config.publicUrl, verifiedAdmins),
      });
      await api.register(bookingRoutes, { db, mails: bookingMailer, pay: payBooking, payments, policy });
      await api.register(paymentRoutes, {
        db,
        payments,
        pay: payBooking,
        stripePublishableKey: config.stripe?.publishableKey,
        refundedAtProvider: async (refund) => {
          await cancelledAtProvider(db, policy.now, bookingMailer, refund);
        },
        now,
      });
      await api.register(adminBookingRoutes, { db, policy });
      await api.register(departureRoutes, { db, now, wake: () => jobs.wake() });
      await api.register(adminMailRoutes, { db, wake: () => jobs.wake() });
      await api.register(adminPaymentRoutes, { db });
      await api.register(meRoutes, { db, now, changed: publicChange });
      await api.register(adminStatsRoutes, { db, now });
      await api.register(adminAuditRoutes, { db });
      await api.register(adminModerationRoutes, { db });
      await api.register(receiptRoutes, { db, ...documentSettings });
      await api.register(apiDocsRoutes);
    },
    { prefix: '/api' },
  );

  await registerMedia(app, deps.media);
  const sendPage =
    deps.webDist && (await registerWebApp(app, deps.webDist))
      ? await createPageSender(app, {
          catalogue: {
            find: (id, locale) => findDestination(db, id, locale),
            list: () => listDestinations(db),
          },
          publicUrl: config.publicUrl,
          webDist: deps.webDist,
          // Production without Stripe runs only with PAYMENTS=test (config.ts): every page says so.
          paymentsTestMode: config.production && config.stripe === undefined,
          changes: publicChanges,
          now,
        })
      : undefined;
  // The static plugin treats "/" as its folder and refuses it: the home page is answered here, and
  // so are the other described pages (the static plugin would look for a file of each name first).
  if (sendPage) for (const address of describedPageAddresses()) app.get(address, sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `There is no API call ${request.method} ${request.url.split('?')[0]}.` });
    }
    if (sendPage && looksLikePage(request)) return sendPage(request, reply);
    return reply.status(404).send({ message: 'Not found.' });
  });

  return app;
}
