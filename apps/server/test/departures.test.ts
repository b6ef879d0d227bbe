import {
  addDays,
  departureId,
  departureStart,
  firstBookableDate,
  isoWeekday,
  type Booking,
  type Departure,
  type Destination,
} from '@tgde/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, testRefunds } from '../src/db/schema';
import { cancelBookingOfDeparture, decideDepartures } from '../src/features/departures/service';
import { expireBookings } from '../src/features/bookings/expiry';
import { createTestProcessor } from '../src/infra/payments/test-processor';
import { bookingMails } from '../src/infra/mail/booking-mails';
import { mailQueue, MAIL_JOB_SEAL } from '../src/infra/mail/mail-queue';
import { secretBox } from '../src/infra/secrets/secret-box';
import { verifiedUser } from './support/accounts';
import { payWithTestCard } from './support/bookings-api';
import { bearer, requestJson, type SignedIn } from './support/auth-client';
import { insertDestination } from './support/cast';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Departures and tickets (CONTRACT.md "Departures and tickets"): start times, places per departure,
 * prices per category computed by the server, booking questions, the cutoff, an admin closing or
 * cancelling a departure, and the minimum-group decision with a moved clock. `later` moves the app's
 * clock by hours.
 */

let t: TestApp;
const mailer = new RecordingMailer();
let later = 0;
const clock = () => new Date(Date.now() + later * 3_600_000);
/** The booking mails as the decision pass queues them (sealed with a test key; sent by the app's worker). */
const mails = bookingMails(mailQueue(() => undefined, secretBox('x'.repeat(32), MAIL_JOB_SEAL)));
let ann: SignedIn;
let bob: SignedIn;
let cleo: SignedIn;
let boss: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '10000' },
    deps: { mailer, clock },
  });
  ann = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  bob = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  cleo = await verifiedUser(t.app, mailer, { name: 'Cleo Stern', email: 'cleo@example.com' });
  boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, body?: unknown) =>
  requestJson(t.app, method, url, who ? bearer(who.token) : {}, body);

const PHONE = '+49 30 1234567';
/** A date ten days ahead, and its weekday: the tours below run on it. */
const DAY = addDays(firstBookableDate(), 10);
const WEEKDAY = isoWeekday(DAY);
/**
 * Each test books a day of its own, a week after the last one's (the same weekday): a traveller has
 * one plan a day.
 */
let day = DAY;
let week = 0;
beforeEach(() => {
  week += 1;
  day = addDays(DAY, 7 * week);
});

async function tour(name: string, settings: Record<string, unknown>): Promise<string> {
  const id = await insertDestination(t, name, 4_000);
  const res = await call('PATCH', `/api/destination/${id}`, boss, settings);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function departures(id: string, from = day, to = from): Promise<Departure[]> {
  const res = await call('GET', `/api/destination/${id}/departures?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Departure[]>();
}

const book = (who: SignedIn, destination: string, body: Record<string, unknown>) =>
  call('POST', '/api/bookedDestination', who, { bookingId: destination, date: day, phone: PHONE, ...body });

async function booked(who: SignedIn, destination: string, body: Record<string, unknown>): Promise<Booking> {
  const res = await book(who, destination, body);
  expect(res.statusCode, res.body).toBe(201);
  const read = await call('GET', `/api/booking/${res.json<{ insertedId: string }>().insertedId}`, who);
  return read.json<Booking>();
}

const pay = (who: SignedIn, id: string) => payWithTestCard(t.app, who, id);

const row = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

const refundsOf = async (id: string) => {
  const booking = await row(id);
  return booking?.refundId
    ? await t.database.db.select().from(testRefunds).where(eq(testRefunds.id, booking.refundId))
    : [];
};

describe('start times and departures', () => {
  it('lists one departure a day without start times, and one per start time with them', async () => {
    const plain = await insertDestination(t, 'Plain Harbour');
    const [whole] = await departures(plain);
    expect(whole).toMatchObject({ id: departureId(plain, day, null), date: day, time: null, status: 'open' });

    const timed = await tour('Two Times Town', {
      capacity: 8,
      startTimes: [
        { weekdays: [WEEKDAY], time: '14:30' },
        { weekdays: [WEEKDAY], time: '09:00' },
        { weekdays: [(WEEKDAY % 7) + 1], time: '11:00' },
      ],
    });
    const list = await departures(timed);
    expect(list.map((d) => d.time)).toEqual(['09:00', '14:30']);
    expect(list[0]).toMatchObject({
      id: departureId(timed, day, '09:00'),
      capacity: 8,
      booked: 0,
      remaining: 8,
    });
    // The next day runs at 11:00 only; ids stay the same when asked again.
    expect((await departures(timed, addDays(day, 1))).map((d) => d.time)).toEqual(['11:00']);
    expect((await departures(timed)).map((d) => d.id)).toEqual(list.map((d) => d.id));
  });

  it('refuses start times that are not times or weekdays, with the field named', async () => {
    const id = await insertDestination(t, 'Bad Times');
    const res = await call('PATCH', `/api/destination/${id}`, boss, {
      startTimes: [{ weekdays: [8], time: '25:00' }],
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['startTimes.0.weekdays.0', 'startTimes.0.time']));
  });

  it('refuses a meeting point pin that is half given or outside Germany', async () => {
    const id = await insertDestination(t, 'Bad Pins');
    const half = await call('PATCH', `/api/destination/${id}`, boss, {
      meetingPoint: { address: 'Marktplatz', latitude: 52.5, longitude: null },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
      { path: 'meetingPoint.longitude', message: 'Enter both coordinates of the pin, or leave both empty' },
    ]);
    const paris = await call('PATCH', `/api/destination/${id}`, boss, {
      meetingPoint: { address: 'Tour Eiffel', latitude: 48.8584, longitude: 2.2945 },
    });
    expect(paris.statusCode).toBe(400);
    expect(paris.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('meetingPoint.latitude');
  });

  it('requires a departure for a destination with start times, naming the times of the day', async () => {
    const id = await tour('Needs A Time', { startTimes: [{ weekdays: [WEEKDAY], time: '10:00' }] });
    const res = await book(ann, id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Choose a departure: on that day it starts at 10:00.',
    );
    const wrong = await book(ann, id, { departureId: departureId(id, day, '11:00') });
    expect(wrong.statusCode).toBe(400);
    const made = await booked(ann, id, { departureId: departureId(id, day, '10:00') });
    expect(made).toMatchObject({ time: '10:00', departureId: departureId(id, day, '10:00'), travellers: 1 });
  });

  it('keeps a booked departure when its start time leaves the timetable, closed to new bookings', async () => {
    const id = await tour('Moving Times', { startTimes: [{ weekdays: [WEEKDAY], time: '10:00' }] });
    const kept = await booked(ann, id, { departureId: departureId(id, day, '10:00') });
    const changed = await call('PATCH', `/api/destination/${id}`, boss, {
      startTimes: [{ weekdays: [WEEKDAY], time: '11:00' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await departures(id)).map((d) => [d.time, d.status, d.booked])).toEqual([
      ['10:00', 'closed', 1],
      ['11:00', 'open', 0],
    ]);
    expect((await row(kept._id))?.status).toBe('unpaid');
    expect((await book(bob, id, { departureId: departureId(id, day, '10:00') })).statusCode).toBe(400);
    await booked(bob, id, { departureId: departureId(id, day, '11:00') });
  });

  it('counts places per departure: two times of one day each have their own places', async () => {
    const id = await tour('Small Boats', {
      capacity: 2,
      startTimes: [
        { weekdays: [WEEKDAY], time: '09:00' },
        { weekdays: [WEEKDAY], time: '15:00' },
      ],
    });
    await booked(ann, id, { departureId: departureId(id, day, '09:00'), travellers: 2 });
    const full = await book(bob, id, { departureId: departureId(id, day, '09:00') });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ remaining: number }>().remaining).toBe(0);
    await booked(bob, id, { departureId: departureId(id, day, '15:00'), travellers: 2 });
    expect((await departures(id)).map((d) => [d.time, d.remaining])).toEqual([
      ['09:00', 0],
      ['15:00', 0],
    ]);
  });
});

describe('tickets and questions', () => {
  let id: string;
  beforeAll(async () => {
    id = await tour('Castle Tickets', {
      capacity: 20,
      prices: [
        { category: 'child', cost: 15.5, places: 1 },
        { category: 'family', cost: 99.99, places: 4 },
      ],
      questions: [
        { id: 'diet', label: 'Any diet?', kind: 'choice', required: true, options: ['none', 'vegetarian'] },
        { id: 'step-free', label: 'Step-free route?', kind: 'yes-no' },
      ],
    });
  });

  it('answers the prices adult first and the questions', async () => {
    const res = await call('GET', `/api/destination/${id}`);
    const destination = res.json<Destination>();
    expect(destination.prices).toEqual([
      { category: 'adult', cost: 40, places: 1 },
      { category: 'child', cost: 15.5, places: 1 },
      { category: 'family', cost: 99.99, places: 4 },
    ]);
    expect(destination.questions.map((q) => q.id)).toEqual(['diet', 'step-free']);
  });

  it('prices tickets on the server, whatever the request says, and a family ticket takes its places', async () => {
    const made = await booked(ann, id, {
      tickets: [
        { category: 'adult', count: 1 },
        { category: 'child', count: 2 },
        { category: 'family', count: 1 },
      ],
      answers: { diet: 'vegetarian', 'step-free': true },
      cost: 1,
    });
    expect(made.cost).toBe(40 + 2 * 15.5 + 99.99);
    expect(made.travellers).toBe(1 + 2 + 4);
    expect(made.tickets).toEqual([
      { category: 'adult', count: 1, cost: 40, places: 1 },
      { category: 'child', count: 2, cost: 15.5, places: 1 },
      { category: 'family', count: 1, cost: 99.99, places: 4 },
    ]);
    expect(made.answers).toEqual({ diet: 'vegetarian', 'step-free': true });
    expect((await departures(id))[0]?.booked).toBe(7);
  });

  it('refuses tickets with travellers, a category not sold, too many places, and bad answers', async () => {
    const both = await book(bob, id, {
      tickets: [{ category: 'adult', count: 1 }],
      travellers: 1,
      answers: { diet: 'none' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ message: string }>().message).toBe('Send either tickets or travellers, not both');

    const senior = await book(bob, id, {
      tickets: [{ category: 'senior', count: 1 }],
      answers: { diet: 'none' },
    });
    expect(senior.statusCode).toBe(400);
    expect(senior.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('tickets.0.category');

    const many = await book(bob, id, {
      tickets: [{ category: 'family', count: 3 }],
      answers: { diet: 'none' },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json<{ message: string }>().message).toBe(
      'A booking takes at most 10 places: choose fewer tickets',
    );

    const missing = await book(bob, id, { tickets: [{ category: 'adult', count: 1 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
      { path: 'answers.diet', message: 'This answer is required' },
    ]);

    const german = await requestJson(
      t.app,
      'POST',
      '/api/bookedDestination',
      { ...bearer(bob.token), 'accept-language': 'de' },
      { bookingId: id, date: day, phone: PHONE, answers: { diet: 'fish' } },
    );
    expect(german.statusCode).toBe(400);
    expect(german.json<{ message: string }>().message).toBe('Wählen Sie eine der angebotenen Antworten');
  });
});

describe('what the mails say', () => {
  it('names the start time, the tickets and the meeting point, and the calendar entry starts then', async () => {
    const id = await tour('Harbour Walk', {
      startTimes: [{ weekdays: [WEEKDAY], time: '10:00' }],
      prices: [{ category: 'child', cost: 10, places: 1 }],
      meetingPoint: { address: 'Landungsbrücken, Brücke 3', latitude: null, longitude: null },
    });
    const made = await booked(cleo, id, {
      departureId: departureId(id, day, '10:00'),
      tickets: [
        { category: 'adult', count: 2 },
        { category: 'child', count: 1 },
      ],
    });
    await t.app.jobs.runDue();
    const mail = await mailer.next('cleo@example.com', 'Harbour Walk');
    expect(mail.subject).toContain(', 10:00');
    expect(mail.text).toContain('Tickets: 2 adults, 1 child');
    expect(mail.text).toContain('Meeting point: Landungsbrücken, Brücke 3');
    const calendar = String(mail.attachments?.find((a) => a.filename === 'trip.ics')?.content);
    const start = departureStart(day, '10:00').toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(calendar).toContain(`DTSTART:${start}Z`);
    expect(calendar).toContain('LOCATION:Landungsbrücken\\, Brücke 3');
    expect(made.meetingPoint).toEqual({
      address: 'Landungsbrücken, Brücke 3',
      latitude: null,
      longitude: null,
    });
    // A new meeting point moves with the trips still ahead.
    const moved = await call('PATCH', `/api/destination/${id}`, boss, {
      meetingPoint: { address: 'St. Pauli Piers, Bridge 1', latitude: 53.5456, longitude: 9.9666 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const reread = await call('GET', `/api/booking/${made._id}`, cleo);
    expect(reread.json<Booking>().meetingPoint?.address).toBe('St. Pauli Piers, Bridge 1');
    await call('PATCH', `/api/destination/${id}`, boss, {
      meetingPoint: { address: 'Landungsbrücken, Brücke 3', latitude: null, longitude: null },
    });
    // The receipt (its mail and its PDF) names the time and the tickets.
    await pay(cleo, made._id);
    await t.app.jobs.runDue();
    const receiptMail = await mailer.next('cleo@example.com', 'Receipt');
    expect(receiptMail.text).toContain('Tickets: 2 adults, 1 child');
    const receipt = await call('GET', `/api/booking/${made._id}/receipt`, cleo);
    expect(receipt.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(receipt.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('2 adults, 1 child');
    expect(text).toContain(', 10:00');

    // In German for a traveller who books in German.
    const german = await requestJson(
      t.app,
      'POST',
      '/api/bookedDestination',
      { ...bearer(bob.token), 'accept-language': 'de' },
      {
        bookingId: id,
        date: day,
        phone: PHONE,
        departureId: departureId(id, day, '10:00'),
        tickets: [
          { category: 'adult', count: 2 },
          { category: 'child', count: 1 },
        ],
      },
    );
    expect(german.statusCode, german.body).toBe(201);
    await t.app.jobs.runDue();
    const mailDe = await mailer.next('bob@example.com', 'Harbour Walk');
    expect(mailDe.text).toContain('Tickets: 2 Erwachsene, 1 Kind');
    expect(mailDe.text).toContain('Treffpunkt: Landungsbrücken, Brücke 3');
  });
});

describe('the cutoff', () => {
  it('closes a departure cutoffMinutes before it starts, and says when booking closed', async () => {
    const id = await tour('Early Closing', {
      cutoffMinutes: 90,
      startTimes: [{ weekdays: [WEEKDAY], time: '10:00' }],
    });
    const start = departureStart(day, '10:00').getTime();
    later = (start - 60 * 60_000 - Date.now()) / 3_600_000; // one hour before the start
    try {
      expect((await departures(id))[0]?.status).toBe('closed');
      const res = await book(cleo, id, { departureId: departureId(id, day, '10:00') });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        /^Booking for Early Closing on .* closed at 08:30: choose a later departure\.$/,
      );
    } finally {
      later = 0;
    }
  });
});

describe('an admin closes or cancels one departure', () => {
  it('closing stops new bookings of that departure only; travellers may not close', async () => {
    const id = await tour('Closable', {
      startTimes: [
        { weekdays: [WEEKDAY], time: '09:00' },
        { weekdays: [WEEKDAY], time: '12:00' },
      ],
    });
    const nine = departureId(id, day, '09:00');
    expect((await call('POST', `/api/admin/departures/${nine}/close`, ann)).statusCode).toBe(403);
    const closed = await call('POST', `/api/admin/departures/${nine}/close`, boss);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Departure>().status).toBe('closed');
    const refused = await book(ann, id, { departureId: nine });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /is closed to new bookings: choose another departure\.$/,
    );
    await booked(ann, id, { departureId: departureId(id, day, '12:00') });
  });

  it('cancelling refunds every paid booking once, ends unpaid holds, and can be repeated', async () => {
    const id = await tour('Stormy Crossing', {
      capacity: 10,
      startTimes: [{ weekdays: [WEEKDAY], time: '11:00' }],
    });
    const departure = departureId(id, day, '11:00');
    const paid = await booked(ann, id, { departureId: departure, travellers: 2 });
    await pay(ann, paid._id);
    const unpaid = await booked(bob, id, { departureId: departure });
    const res = await call('POST', `/api/admin/departures/${departure}/cancel`, boss);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Departure>().status).toBe('cancelled');
    await t.app.jobs.runDue();
    await expireBookings(t.database.db, createTestProcessor(t.database.db), clock(), () => undefined);
    expect(await row(paid._id)).toMatchObject({ status: 'cancelled', refundCents: 8_000 });
    expect((await row(unpaid._id))?.status).toBe('expired');
    expect(await refundsOf(paid._id)).toHaveLength(1);
    // Again: nothing more happens.
    expect((await call('POST', `/api/admin/departures/${departure}/cancel`, boss)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(await refundsOf(paid._id)).toHaveLength(1);
    const again = await book(cleo, id, { departureId: departure });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/is cancelled: choose another departure\.$/);
    expect((await departures(id))[0]).toMatchObject({ status: 'cancelled', booked: 0 });
  });
});

describe('the minimum group, decided by itself', () => {
  it('guarantees a departure that reached its minimum and cancels one that did not, once each', async () => {
    const id = await tour('Minimum Four', {
      capacity: 10,
      minTravellers: 4,
      decideHours: 24,
      startTimes: [
        { weekdays: [WEEKDAY], time: '08:00' },
        { weekdays: [WEEKDAY], time: '16:00' },
      ],
    });
    const morning = departureId(id, day, '08:00');
    const afternoon = departureId(id, day, '16:00');
    const full = await booked(ann, id, { departureId: morning, travellers: 4 });
    await pay(ann, full._id);
    const few = await booked(bob, id, { departureId: afternoon, travellers: 2 });
    await pay(bob, few._id);

    // Not yet: a day and a half before.
    later = (departureStart(day, '08:00').getTime() - 36 * 3_600_000 - Date.now()) / 3_600_000;
    expect(await decideDepartures(t.database.db, mails, clock())).toEqual({ guaranteed: 0, cancelled: 0 });

    // 23 hours before the afternoon one: both are due. Two servers' passes at once decide each once.
    later = (departureStart(day, '16:00').getTime() - 23 * 3_600_000 - Date.now()) / 3_600_000;
    try {
      const passes = await Promise.all([
        decideDepartures(t.database.db, mails, clock()),
        decideDepartures(t.database.db, mails, clock()),
      ]);
      expect(passes.reduce((sum, p) => sum + p.guaranteed, 0)).toBe(1);
      expect(passes.reduce((sum, p) => sum + p.cancelled, 0)).toBe(1);
      await t.app.jobs.runDue();
      const [first, second] = await departures(id);
      expect(first).toMatchObject({ time: '08:00', status: 'guaranteed' });
      expect(second).toMatchObject({ time: '16:00', status: 'cancelled', booked: 0 });
      expect(await row(full._id)).toMatchObject({ status: 'paid' });
      expect(await row(few._id)).toMatchObject({ status: 'cancelled', refundCents: 8_000 });

      // A crash between refunds runs a booking's job again: still one refund.
      const policy = { holdMinutes: 1440, freeCancellationDays: 2, now: clock };
      await cancelBookingOfDeparture(
        t.database.db,
        createTestProcessor(t.database.db),
        policy,
        mails,
        few._id,
      );
      expect(await refundsOf(few._id)).toHaveLength(1);
      expect(await decideDepartures(t.database.db, mails, clock())).toEqual({ guaranteed: 0, cancelled: 0 });

      // Each traveller heard, once: the one that runs and the one called off.
      await t.app.jobs.runDue();
      const runs = await mailer.next('ann@example.com', 'It takes place');
      expect(runs.subject).toContain('Minimum Four');
      const calledOff = await mailer.next('bob@example.com', 'is cancelled');
      expect(calledOff.text).toContain('This departure is called off');
      expect(mailer.to('ann@example.com').filter((m) => m.subject.includes('It takes place'))).toHaveLength(
        1,
      );
    } finally {
      later = 0;
    }
  });
});

describe('without start times, a day is sold as before', () => {
  it('books by the day with travellers and no departureId', async () => {
    const id = await insertDestination(t, 'Old Ways', 2_500);
    const made = await booked(cleo, id, { travellers: 3 });
    expect(made).toMatchObject({
      time: null,
      travellers: 3,
      cost: 75,
      departureId: departureId(id, day, null),
    });
    expect(made.tickets).toEqual([{ category: 'adult', count: 3, cost: 25, places: 1 }]);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.destinationId, id), eq(bookings.departureTime, '')));
    expect(rows).toHaveLength(1);
  });
});
