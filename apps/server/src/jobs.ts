import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { documentOfBooking, type BookingDocumentSettings } from './domain/booking-documents';
import { bookingMailRenderer } from './domain/booking-mail-render';
import { deleteOldContactMessages, deleteUnreferencedUploads } from './domain/retention';
import {
  intentIdsOf,
  RECONCILE_PAYMENTS_JOB,
  reconcilePayments,
  SETTLE_INTENTS_JOB,
  settleIntents,
} from './domain/stray-payments';
import { EXPIRE_BOOKINGS_JOB, expireBookings } from './features/bookings/expiry';
import {
  cancelBookingOfDeparture,
  DECIDE_DEPARTURES_JOB,
  decideDepartures,
  DEPARTURE_BOOKING_CANCEL_JOB,
} from './features/departures/service';
import type { BookingPolicy } from './domain/booking-records';
import { queueReminders, REMINDERS_JOB } from './features/bookings/reminders';
import { BACKUP_JOB, scheduledBackup } from './infra/backup/schedule';
import type { MediaStore } from './infra/images/store';
import { createJobRunner, deleteFinishedJobs, RETENTION_JOB, type JobRunner } from './infra/jobs/queue';
import type { BookingMails } from './infra/mail/booking-mails';
import { domainOf, MAIL_JOB, mailJobHandler } from './infra/mail/mail-queue';
import type { Mailer } from './infra/mail/mailer';
import type { PaymentProvider } from './infra/payments/provider';
import type { SecretBox } from './infra/secrets/secret-box';

/*
 * The server's jobs (infra/jobs/queue.ts runs them from the database): what each kind does, and
 * which passes come by themselves on a schedule. app.ts makes the parts they use and hands them in.
 */

/** How often each server looks for due jobs. */
const DEFAULT_JOB_POLL_MS = 1000;
const DAY_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker of this server (tests run due jobs with `runDue` after moving the clock). */
    jobs: JobRunner;
  }
}

export interface AppJobsDeps {
  config: Config;
  database: Database;
  media: MediaStore;
  mailer: Mailer;
  /** Opens the mails sealed when they were queued. */
  mailBox: SecretBox;
  payments: PaymentProvider;
  bookingMails: Pick<BookingMails, 'reminder' | 'cancelled' | 'refundSettled' | 'guaranteed'>;
  /** The booking rules (cancelling the bookings of a cancelled departure). */
  policy: BookingPolicy;
  /** How receipts and credit notes are written; the receipt mails carry them. */
  documents: BookingDocumentSettings;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** How often the worker looks for due jobs; omitted: every second. */
  pollMs?: number | undefined;
  /** false: the scheduled passes are not queued by themselves (see AppDeps.scheduledJobs). */
  scheduled: boolean;
}

/**
 * Makes this server's job worker, puts it on the app as `app.jobs`, and starts it when the app is
 * ready and stops it when the app closes.
 */
export function registerJobs(app: FastifyInstance, deps: AppJobsDeps): JobRunner {
  const { config, database, payments, now, log } = deps;
  const { db } = database;
  const jobs = createJobRunner({
    db,
    clock: now,
    leaseMs: config.jobLeaseSeconds * 1000,
    log,
    handlers: {
      [MAIL_JOB]: mailJobHandler(
        deps.mailer,
        bookingMailRenderer(db, {
          publicUrl: config.publicUrl,
          // The receipt or credit note goes with its mail, made when the mail is sent.
          document: async (row, kind, locale) => {
            const { filename, pdf } = await documentOfBooking(db, row, kind, deps.documents, locale);
            return { filename, content: pdf, contentType: 'application/pdf' };
          },
        }),
        domainOf(config.mailFrom),
        deps.mailBox,
      ),
      // Unpaid bookings whose hold ran out give their places back.
      [EXPIRE_BOOKINGS_JOB]: async () => {
        await expireBookings(db, payments, now(), log);
      },
      // The intents of a booking just deleted: open ones cancelled, a payment that went through refunded.
      [SETTLE_INTENTS_JOB]: async (payload) => {
        await settleIntents(db, payments, intentIdsOf(payload), now(), log);
      },
      // Payments that pay no booking and were not refunded yet (a booking deleted with its account,
      // a refund the provider refused before).
      [RECONCILE_PAYMENTS_JOB]: async () => {
        await reconcilePayments(db, payments, now(), log);
      },
      // Minimum-group departures whose decision time has come: guaranteed, or cancelled with their bookings.
      [DECIDE_DEPARTURES_JOB]: async () => {
        await decideDepartures(db, deps.bookingMails, now());
      },
      // One booking of a cancelled departure: refunded once, however often the job runs.
      [DEPARTURE_BOOKING_CANCEL_JOB]: async (payload) => {
        const { bookingId } = payload as { bookingId: string };
        await cancelBookingOfDeparture(db, payments, deps.policy, deps.bookingMails, bookingId);
      },
      [REMINDERS_JOB]: async () => {
        await queueReminders(db, deps.bookingMails, config.reminderDays, now());
      },
      // Contact messages kept CONTACT_RETENTION_DAYS, uploads nothing uses kept a day (so an upload
      // has time to be saved with its form), finished jobs kept 30 days.
      [RETENTION_JOB]: async () => {
        const at = now().getTime();
        await deleteOldContactMessages(db, new Date(at - config.contactRetentionDays * DAY_MS));
        await deleteUnreferencedUploads(db, deps.media, new Date(at - DAY_MS));
        await deleteFinishedJobs(db, now());
      },
      // Backups (infra/backup/schedule.ts): into BACKUP_DIR, when it is set, keeping BACKUP_KEEP.
      ...(config.backup.dir
        ? {
            [BACKUP_JOB]: scheduledBackup({
              source: { database, media: deps.media, dataDir: config.dataDir, now },
              dir: config.backup.dir,
              keep: config.backup.keep,
              now,
            }),
          }
        : {}),
    },
    schedules: deps.scheduled
      ? [
          { kind: EXPIRE_BOOKINGS_JOB, everyMs: 60_000 },
          { kind: REMINDERS_JOB, everyMs: 60_000 },
          { kind: DECIDE_DEPARTURES_JOB, everyMs: 60_000 },
          { kind: RECONCILE_PAYMENTS_JOB, everyMs: 10 * 60_000 },
          { kind: RETENTION_JOB, everyMs: 60 * 60_000 },
          // Backups: every BACKUP_EVERY_HOURS while BACKUP_DIR is set.
          ...(config.backup.dir
            ? [{ kind: BACKUP_JOB, everyMs: config.backup.everyHours * 60 * 60_000 }]
            : []),
        ]
      : [],
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start(deps.pollMs ?? DEFAULT_JOB_POLL_MS));
  app.addHook('onClose', () => jobs.stop());
  return jobs;
}
