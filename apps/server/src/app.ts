import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH, createAuth, SESSION_COOKIE } from './auth/auth';
import { requireVerifiedUser } from './auth/guards';
import { registerAuth } from './auth/mount';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminBookingRoutes } from './features/admin-bookings/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { EXPIRY_INTERVAL_MS, expireBookings, scheduleExpiry } from './features/bookings/expiry';
import { bookingRoutes } from './features/bookings/routes';
import { authConfigRoutes } from './features/auth-config/routes';
import { createCatalogueCache } from './features/destinations/catalogue-cache';
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
import { createPageSender } from './features/pages/send-page';
import { bookingPayer } from './features/payments/pay-booking';
import { paymentRoutes } from './features/payments/routes';
import { photoRoutes } from './features/photos/routes';
import { reviewRoutes } from './features/reviews/routes';
import { userRoutes } from './features/users/routes';
import { verifiedAdmins } from './features/users/service';
import type { BookingPolicy } from './domain/booking-records';
import { cancelledAtProvider } from './domain/booking-refunds';
import { registerErrorHandling } from './http/errors';
import { connectionLimits } from './http/connection-limits';
import { registerOverloadProtection, type OverloadLimits } from './http/overload';
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
import { createMailer } from './infra/mail/create-mailer';
import type { Mailer } from './infra/mail/mailer';
import { createPaymentProvider } from './infra/payments/create-provider';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where images live (disk or S3); served under /media/. */
  media: MediaStore;
  /** Folder of the built web app; omitted: the API only (tests, `npm run dev`). */
  webDist?: string | undefined;
  logger?: boolean;
  /** Outgoing mail (verification, password reset); omitted: made from the config (SMTP or outbox). */
  mailer?: Mailer;
  /** When to turn requests away with 503; omitted: the defaults of http/overload.ts. */
  overload?: OverloadLimits;
  /** The time now, for rules that depend on the day; omitted: the system clock. */
  clock?: () => Date;
}

/** Builds the whole HTTP application. main.ts listens with it; tests call it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: config.production ? 'info' : 'warn' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...connectionLimits(config.requestTimeoutMs),
  });

  recordRoutes(app);
  registerErrorHandling(app);
  registerNulGuard(app);
  registerSameOriginCheck(app, {
    origins: config.ownOrigins,
    sessionCookie: SESSION_COOKIE,
    // better-auth checks origins itself (trustedOrigins); Stripe's events are signed instead.
    exempt: (path) => path.startsWith(`${AUTH_BASE_PATH}/`) || path === '/api/stripe/webhook',
  });

  registerSecurityHeaders(app, {
    // Google accounts come with a profile picture on Google's image host.
    imageOrigins: config.google ? ['https://*.googleusercontent.com'] : [],
    stripe: config.stripe !== undefined,
  });
  await registerOverloadProtection(app, database, deps.overload);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Counted in the database, so that every server sharing it counts one client together.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(fastifyMultipart, { limits: { fileSize: config.imageMaxBytes, files: 1 } });

  const db = database.db;
  // Shared: reviews change the ratings that the destination list shows. Changes made through
  // other servers on the same PostgreSQL arrive through the feed.
  const catalogueChanges = await createChangeFeed(database, {
    channel: 'catalogue_changed',
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => catalogueChanges.close());
  const catalogue = createCatalogueCache(db, config.catalogueTtlMs, catalogueChanges);
  const mailer = deps.mailer ?? createMailer(config, (line) => app.log.info(line));
  const auth = createAuth({
    config,
    db,
    mailer,
    logError: (message, error) => app.log.error({ err: error }, message),
  });
  await registerAuth(app, auth, config.publicUrl);

  // Stripe with keys, else the built-in test-mode processor (README.md, "Booking and paying").
  const payments = await createPaymentProvider(config, db);
  // Booking and receipt mails, sent by the booking calls and by Stripe's webhook alike.
  const bookingMailer = bookingMails(mailer, config.publicUrl, (message, error) =>
    app.log.error({ err: error }, message),
  );
  const policy: BookingPolicy = {
    holdMinutes: config.bookingHoldMinutes,
    freeCancellationDays: config.freeCancellationDays,
    now: deps.clock ?? (() => new Date()),
  };
  // Paying is the payments feature's; the bookings feature's PATCH /api/booking/{id} pays through it.
  const payBooking = bookingPayer(db, payments, bookingMailer, policy, (message) => app.log.warn(message));
  // Unpaid bookings whose hold ran out give their places back (one server at a time).
  const expiry = scheduleExpiry(
    () =>
      expireBookings(db, payments, policy.now(), (message, error) => app.log.warn({ err: error }, message)),
    EXPIRY_INTERVAL_MS,
    (message, error) => app.log.error({ err: error }, message),
  );
  app.addHook('onClose', () => expiry.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authConfigRoutes, { googleEnabled: config.google !== undefined });
      await api.register(userRoutes, { db, media: deps.media, adminEmails: config.adminEmails });
      await api.register(destinationRoutes, { db, media: deps.media, catalogue });
      await api.register(reviewRoutes, {
        db,
        destinationOnOffer: (id) => destinationOnOffer(db, id),
        catalogueChanged: () => catalogue.invalidate(),
        now: deps.clock ?? (() => new Date()),
      });
      await api.register(imageRoutes, {
        store: deps.media,
        maxBytes: config.imageMaxBytes,
        perMinute: config.uploadsPerMinute,
        requireUploader: requireVerifiedUser,
      });
      await api.register(photoRoutes, {
        db,
        store: deps.media,
        requireUploader: requireVerifiedUser,
        findPlace: (name) => canonicalDestinationName(db, name),
      });
      await api.register(notificationRoutes, {
        db,
        contactPerMinute: config.contactPerMinute,
        alertAdmins: contactAlerts(
          mailer,
          config.publicUrl,
          () => verifiedAdmins(db),
          (message, error) => app.log.error({ err: error }, message),
        ),
      });
      await api.register(bookingRoutes, { db, mails: bookingMailer, pay: payBooking, payments, policy });
      await api.register(paymentRoutes, {
        db,
        payments,
        pay: payBooking,
        stripePublishableKey: config.stripe?.publishableKey,
        refundedAtProvider: async (refund) => {
          const row = await cancelledAtProvider(db, policy.now, refund);
          if (row) void bookingMailer.cancelled(row);
        },
      });
      await api.register(adminBookingRoutes, { db, policy });
      await api.register(apiDocsRoutes);
    },
    { prefix: '/api' },
  );

  await registerMedia(app, deps.media);
  const sendPage =
    deps.webDist && (await registerWebApp(app, deps.webDist))
      ? await createPageSender(app, {
          catalogue: { find: (id) => findDestination(db, id), list: () => listDestinations(db) },
          publicUrl: config.publicUrl,
          webDist: deps.webDist,
        })
      : undefined;
  // The static plugin treats "/" as its folder and refuses it: the home page is answered here.
  if (sendPage) app.get('/', sendPage);

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
