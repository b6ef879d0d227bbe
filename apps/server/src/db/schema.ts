import type { BookingAnswers, MeetingPoint, Question, StartTime, TicketCategory } from '@tgde/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The product's tables. Property names are what the code (and better-auth's Drizzle adapter) uses;
 * the SQL names are snake_case. Every list that pages has a `seq` identity column, so that "newest
 * first" is a stable order even for rows written in one transaction.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();

// --- Identity (the columns better-auth expects, plus the traveller's profile) -------------------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    phone: text('phone'),
    /** Set by an admin: no session can be made for the account, and its sessions are gone. */
    blocked: boolean('blocked').notNull().default(false),
    /** The language the traveller last signed in or booked in: their mail is written in it. */
    locale: text('locale', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    /** Sign-in asks for an authenticator code (better-auth's twoFactor plugin keeps it). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Addresses are looked up in any case (profiles, My Bookings, promotion, blocking).
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin's Users table: oldest account first, a page at a time.
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * The authenticator-app secret and the backup codes of an account with two-factor sign-in, both
 * encrypted with AUTH_SECRET by better-auth. `verified` stays false until the first code confirms
 * the set-up.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/** The passkeys (WebAuthn credentials) an account signs in with: public keys only. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull().unique(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The counters of our own per-route limits (@fastify/rate-limit: contact messages, uploads), kept
 * here rather than in memory so that every server process sharing the database counts together.
 * One row per route and client address; a window whose `resets_at` has passed starts again at 1.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_counters_resets_at_idx').on(t.resetsAt)],
);

// --- Catalogue and content ----------------------------------------------------------------------

export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The German name and description; null: German pages show the English ones. */
    nameDe: text('name_de'),
    descriptionDe: text('description_de'),
    /** Price of one booking in US cents (answers show dollars). */
    costCents: integer('cost_cents').notNull(),
    img: text('img').notNull(),
    /** Where it is, WGS 84 degrees (the map); both or neither, null until an admin sets them. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * What a search looks in: name and description in both languages, lower case, accents dropped ('Lübeck' →
     * 'lubeck'), by the migration's search_fold (unaccent itself is only STABLE, which a stored
     * column and an index refuse). Kept by the database; stored, so that comparing a search's words
     * with a candidate row costs no folding.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`search_fold(${destinations.name} || ' ' || ${destinations.description} || ' ' || coalesce(${destinations.nameDe}, '') || ' ' || coalesce(${destinations.descriptionDe}, ''))`,
      ),
    /** Places on offer each day, or at each departure when it has start times (1 to 1000); null: no limit. */
    capacity: integer('capacity'),
    /** When it starts, per weekday, in German time; empty: one departure a day (the day is sold). */
    startTimes: jsonb('start_times').$type<StartTime[]>().notNull().default([]),
    /** Ticket categories besides adult (whose price is cost_cents), in US cents. */
    prices: jsonb('prices').$type<StoredPrice[]>().notNull().default([]),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    /** A departure with a time closes to bookings this long before it starts. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(120),
    /** Fewer travellers than this decideHours before the start call the departure off; null: none. */
    minTravellers: integer('min_travellers'),
    decideHours: integer('decide_hours').notNull().default(24),
    meetingPoint: jsonb('meeting_point').$type<NonNullable<MeetingPoint>>(),
    /** Set when an admin deletes it: gone from the catalogue, kept for its bookings and photos. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique among the destinations on offer (an archived name may be used again).
    uniqueIndex('destinations_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('destinations_cost_cents_positive', sql`${t.costCents} > 0`),
    check('destinations_location_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('destinations_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('destinations_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('destinations_capacity_range', sql`${t.capacity} between 1 and 1000`),
    check('destinations_cutoff_range', sql`${t.cutoffMinutes} between 0 and 10080`),
    check('destinations_min_travellers_range', sql`${t.minTravellers} between 1 and 1000`),
    check('destinations_decide_hours_range', sql`${t.decideHours} between 1 and 720`),
    // Search (GET /api/destination?q=): every word is a substring of search_text, which a trigram
    // index answers without reading every row.
    index('destinations_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      // Each write goes into the index at once: with the default pending list, rows added since
      // the last vacuum (never, on the embedded database) make the planner pass the index by.
      .with({ fastupdate: false })
      .where(sql`${t.archivedAt} is null`),
    // Search sorted by name: the folded names in order, without folding every name for each search.
    index('destinations_name_fold_idx')
      .on(sql`search_fold(${t.name})`, t.seq)
      .where(sql`${t.archivedAt} is null`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    image: text('image').notNull(),
    place: text('place').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedUserId: text('uploaded_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_seq_idx').on(t.seq),
    index('photos_place_idx').on(t.place),
    // A destination's photos are found by its name in any case.
    index('photos_place_lower_idx').on(sql`lower(${t.place})`),
    // A person's own photos (their data export; their account's deletion or erasure).
    index('photos_uploaded_user_idx').on(t.uploadedUserId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The destination the review is about, if the traveller named one. */
    destinationId: uuid('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 0 and 5`),
    index('reviews_destination_idx').on(t.destinationId),
    // Ratings (count and mean per destination) read from the index alone, without the comments.
    index('reviews_destination_rating_idx').on(t.destinationId, t.rating),
    // The reviews page and moderation: newest first, a page at a time.
    index('reviews_seq_idx').on(t.seq),
    // A person's own reviews (their data export; their account's deletion or erasure).
    index('reviews_user_idx').on(t.userId),
    // One review per traveller and destination: writing again edits it.
    uniqueIndex('reviews_user_destination_key')
      .on(t.userId, t.destinationId)
      .where(sql`${t.userId} is not null and ${t.destinationId} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The address the sender typed: anyone may type anyone's, so it proves nothing. */
    senderEmail: text('sender_email').notNull(),
    /** The account signed in when it was sent; null when sent signed out. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    unread: boolean('unread').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_unread_idx').on(t.unread),
    // The inbox: newest first, a page at a time.
    index('notifications_seq_idx').on(t.seq),
    // A person's own messages (their data export, their account's deletion): sent signed in.
    index('notifications_sender_user_idx').on(t.senderUserId),
  ],
);

/** A departure's stored state (places_taken.status). */
export const STORED_DEPARTURE_STATUSES = ['open', 'closed', 'cancelled', 'guaranteed'] as const;
/** A price category other than adult, as stored. */
export interface StoredPrice {
  category: TicketCategory;
  costCents: number;
  places: number;
}
/** A booking's tickets, as stored: their price each when booked. */
export interface StoredTicket {
  category: TicketCategory;
  count: number;
  costCents: number;
  places: number;
}

/** Where a booking stands (domain/booking-state.ts holds the rules of moving between them). */
export const BOOKING_STATUSES = ['unpaid', 'paid', 'cancelled', 'expired'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    destinationName: text('destination_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The destination's price when the booking was made times its travellers, in US cents. */
    costCents: integer('cost_cents').notNull(),
    /** How many people: the places it takes on its departure. */
    travellers: integer('travellers').notNull().default(1),
    /** The departure's start time ('HH:MM'); '' for a destination sold by the day. */
    departureTime: text('departure_time').notNull().default(''),
    /** What was bought, at the prices of the moment; null: `travellers` adult tickets. */
    tickets: jsonb('tickets').$type<StoredTicket[]>(),
    /** Answers to the destination's questions, by question id. */
    answers: jsonb('answers').$type<BookingAnswers>().notNull().default({}),
    /**
     * Where the tour starts, from the destination when booked; a change of the destination's
     * meeting point moves it on the trips still ahead (features/destinations/admin-service.ts).
     */
    meetingPoint: jsonb('meeting_point').$type<NonNullable<MeetingPoint>>(),
    // Restrict: a paid booking stays for the books when its traveller leaves (an account is
    // anonymised, never deleted while it has bookings).
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('unpaid'),
    /** True once paid, and still on a paid booking that was cancelled (and refunded). */
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When an unpaid booking stops holding its places. The booking call sets it from
     * BOOKING_HOLD_MINUTES; rows written otherwise (seeds, tests) hold a day, the default hold.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The payment provider's refund (`re_…`) and its amount, once a cancelled booking is refunded. */
    refundId: text('refund_id').unique(),
    refundCents: integer('refund_cents'),
    /** The receipt's number (`TGDE-2026-000042`), given in the payment's transaction. */
    receiptNumber: text('receipt_number').unique(),
    /** The credit note's number, given in the cancellation's transaction of a paid booking. */
    creditNoteNumber: text('credit_note_number').unique(),
    /** When the reminder mail was queued: at most one per booking. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One plan per traveller per day among the bookings that hold places: after a cancelled or
    // expired booking the traveller may book that day again.
    uniqueIndex('bookings_user_date_key')
      .on(t.userId, t.date)
      .where(sql`${t.status} in ('unpaid', 'paid')`),
    // Paid exactly when a transaction id is recorded: a booking cannot be paid twice or half-paid.
    check('bookings_paid_has_transaction', sql`${t.paid} = (${t.transactionId} is not null)`),
    // Only a paid booking is cancelled (an unpaid one is deleted or expires).
    check('bookings_paid_status', sql`${t.paid} = (${t.status} in ('paid', 'cancelled'))`),
    check('bookings_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check(
      'bookings_refund',
      sql`(${t.refundId} is null) = (${t.refundCents} is null) and (${t.refundId} is null or ${t.status} = 'cancelled')`,
    ),
    check('bookings_cost_cents_positive', sql`${t.costCents} > 0`),
    check('bookings_travellers_range', sql`${t.travellers} between 1 and 10`),
    index('bookings_destination_idx').on(t.destinationId),
    index('bookings_date_idx').on(t.date),
    // A traveller's bookings by trip date: My Bookings, "Booked with us", the data export.
    index('bookings_user_date_idx').on(t.userId, t.date, t.seq),
    // All Bookings (latest trip first, a page at a time, by trip dates) and the CSV export's
    // batches; with the paid state and amounts, the totals of a filter come from the index alone.
    index('bookings_date_seq_idx').on(t.date, t.seq, t.paid, t.costCents, t.refundCents),
    // The Overview's months and top destinations: paid bookings by the time they were paid, with
    // what the figures sum, read from the index alone.
    index('bookings_paid_at_idx')
      .on(t.paidAt, t.destinationId, t.costCents, t.refundCents)
      .where(sql`${t.paid}`),
    // The expiry job's search: unpaid bookings whose hold has run out.
    index('bookings_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);

/**
 * The places taken on each destination and day: the travellers of its unpaid and paid bookings.
 * Changed in the same transaction as the booking that takes or frees them; a booking takes its
 * places with one conditional upsert on this row, so simultaneous bookings queue on the row and
 * never pass the destination's capacity (docs/decisions/0010-places-per-day.md).
 */
export const placesTaken = pgTable(
  'places_taken',
  {
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The departure's start time ('HH:MM'); '' for the whole day of a destination without start times. */
    time: text('time').notNull().default(''),
    taken: integer('taken').notNull(),
    /**
     * open, or: closed (by an admin), cancelled (by an admin, or its minimum group not reached),
     * guaranteed (its minimum group reached at the decision). Closing for the cutoff is a matter of
     * the clock and is not stored.
     */
    status: text('status', { enum: STORED_DEPARTURE_STATUSES }).notNull().default('open'),
  },
  (t) => [
    primaryKey({ columns: [t.destinationId, t.date, t.time] }),
    check('places_taken_not_negative', sql`${t.taken} >= 0`),
    check('places_taken_status', sql`${t.status} in ('open', 'closed', 'cancelled', 'guaranteed')`),
    // The Overview's occupancy: every destination's places over the next 30 days.
    index('places_taken_date_idx').on(t.date),
  ],
);

/*
 * Sums of the bookings that the admin's views would otherwise count a year of rows for. Both are
 * derived from `bookings` only: the triggers of migration 0014 change them in the transaction of
 * every change to a booking, so they cannot disagree with it; backups leave them out (restoring
 * the bookings makes them again), and `booking_sums_rebuild()` makes both anew from the bookings.
 */

/**
 * The paid bookings of each month (its start, in Germany) and destination, and the money they kept
 * (cost less refund): the Overview sums these few rows.
 */
export const paymentMonths = pgTable(
  'payment_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    destinationId: uuid('destination_id').notNull(),
    bookings: integer('bookings').notNull(),
    keptCents: bigint('kept_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.destinationId] })],
);

/**
 * The bookings of each trip date, paid or not, cancelled or not, and the money the paid ones kept:
 * All Bookings counts and sums what its filter (paid, unpaid or cancelled, a range of trip dates)
 * matches from these few rows a day. New bookings of one day share its unpaid row, so two of them
 * for that day (at any destinations) take turns to add themselves, at commit; the places of a
 * destination's day are taken in turn already.
 */
export const bookingDays = pgTable(
  'booking_days',
  {
    date: date('date', { mode: 'string' }).notNull(),
    paid: boolean('paid').notNull(),
    /** Cancelled bookings (all of them paid once) apart, so that lists can leave them out. */
    cancelled: boolean('cancelled').notNull().default(false),
    bookings: integer('bookings').notNull(),
    keptCents: bigint('kept_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.paid, t.cancelled] })],
);

/**
 * How many rows some whole-table lists have (`reviews`, `photos`), so that their pages do not count
 * every row at each call. Derived like the sums above: triggers of migration 0015 change it with
 * every insert and delete, in the same transaction; `row_counts_rebuild()` counts anew.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});

/**
 * Payment intents, as the payment provider has them: the built-in test-mode processor keeps its
 * intents only here; for Stripe this row remembers which intent belongs to which booking, so that
 * asking again reuses the open one. A booking becomes paid only through a row whose status is
 * 'succeeded' for that booking and amount.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** `pi_…`, the provider's id; it becomes the booking's transactionId once it succeeds. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    // No foreign key: an intent outlives a deleted booking, so that a payment that succeeded for
    // it is still found and refunded (domain/stray-payments.ts).
    bookingId: uuid('booking_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's statuses: requires_payment_method, succeeded, canceled … */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull().unique(),
    /** The card error of the last failed attempt, as Stripe words it. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId),
    check('payment_intents_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const STRAY_REFUND_REASONS = ['second-payment', 'booking-deleted', 'hold-expired'] as const;

/**
 * Payments that succeeded but pay no booking (a second payment of a paid booking, a payment for a
 * booking deleted or expired meanwhile), refunded automatically: one row per intent, written
 * before the provider is asked, so that a refund is made once and every one is on record for the
 * admins (GET /api/admin/refunded-payments). `refund_id` stays null while the refund is retried.
 */
export const strayRefunds = pgTable(
  'stray_refunds',
  {
    intentId: text('intent_id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The booking the payment was for; no foreign key, since a deleted booking's refund stays. */
    bookingId: uuid('booking_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: STRAY_REFUND_REASONS }).notNull(),
    /** The provider's refund (`re_…`) once it was made. */
    refundId: text('refund_id').unique(),
    refundStatus: text('refund_status'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, while the refund is retried. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('stray_refunds_created_idx').on(t.createdAt),
    check('stray_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('stray_refunds_refunded', sql`(${t.refundId} is null) = (${t.refundedAt} is null)`),
  ],
);

/**
 * The built-in test-mode processor's refunds (Stripe keeps its own): at most one per payment
 * intent, so asking again for the same payment's refund answers the one already made.
 */
export const testRefunds = pgTable(
  'test_refunds',
  {
    /** `re_…`. */
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('test_refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

/**
 * The next number of each numbered document series and year (receipts and credit notes): a row is
 * taken with an update in the transaction that gives a number, so numbers run without gaps even
 * when payments happen at the same moment (a rolled-back transaction gives its number back).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** Receipts and credit notes, each with a series of its own for test-mode payments. */
    series: text('series', {
      enum: ['receipt', 'credit-note', 'test-receipt', 'test-credit-note'],
    }).notNull(),
    year: integer('year').notNull(),
    /** The last number given. */
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Work done later, durably (docs/decisions/0011-jobs-in-postgres.md): mails, written in the same
 * transaction as the change that causes them, and the scheduled passes. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED`, so a row is run by one worker at a time however many servers share the
 * database.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    /** What to run: `mail`, or a scheduled pass (`expire-bookings`, `reminders`, `retention`). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** One row per key: a scheduled pass's time slot, so that several servers queue it once. */
    uniqueKey: text('unique_key').unique(),
    attempts: integer('attempts').notNull().default(0),
    /** Not run before this time (the first run, or the next retry). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: after it, a worker that died is presumed gone and the job runs again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_kind_status_idx').on(t.kind, t.status),
  ],
);

/**
 * What admins did (and accounts deleted), newest last: who, when, what, on which record, with the
 * values before and after where they matter. Append-only: triggers in the migration refuse every
 * UPDATE and DELETE, so no call (and no mistake in one) can change or remove an entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The acting user's id and e-mail address as they were at the time. */
    actorId: text('actor_id'),
    actor: text('actor').notNull(),
    /** What was done: `user.promote`, `destination.update`, `booking.cancel`, `review.remove` … */
    action: text('action').notNull(),
    /** The record it was done to: `booking:0192…`, `user:ann@example.com` … */
    target: text('target').notNull(),
    /** Before and after, where they matter. */
    details: jsonb('details'),
  },
  (t) => [index('audit_log_seq_idx').on(t.seq), index('audit_log_action_idx').on(t.action)],
);
