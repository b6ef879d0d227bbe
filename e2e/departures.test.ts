import { mkdirSync } from 'node:fs';
import { addDays, departureId, departureStart, formatBookingDate, type Departure } from '@tgde/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { answer, call, callFor } from './support/api';
import { logIn, newUser, verifiedUser, type Account, type Site } from './support/accounts';
import { adminUser, rootAdminToken } from './support/admins';
import { openPage, openSignedInPage, phone, type OpenPage } from './support/browser';
import {
  SUCCEEDING_CARD,
  bookableDate,
  bookingsByApi,
  calendarDay,
  futureExpiry,
  payByApi,
  shown,
} from './support/bookings';
import { archiveAfterwards, catalogue, destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { tempFiles, testJpeg } from './support/images';
import { decodeQuotedPrintable, startMailSink, type CaughtMail, type MailSink } from './support/mail';
import { expectNoProblems, poll, toast, waitForApp } from './support/pages';
import { startServer, type RunningServer } from './support/server';

/*
 * Departures and tickets (issue 29), in the browser against the built server: an operator adds a
 * tour with start times, tickets, a question and a meeting point, then closes and cancels its
 * departures on Departures; a traveller on the German pages books a time with tickets, answers the
 * question, pays and finds time and tickets in Meine Buchungen and the receipt; and the
 * minimum-group decision, on a server of its own restarted on the same DATA_DIR with its clock
 * moved past the decision times (e2e/support/shifted-clock.mjs). Screenshots go to /tmp/shots-29.
 */
const SHOTS = '/tmp/shots-29';
mkdirSync(SHOTS, { recursive: true });

const suite = e2eSuite();
const files = tempFiles();
afterAll(() => files.remove());

/** A name no other test uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

interface TourDestination extends ApiDestination {
  questions: { id: string; label: string; required: boolean }[];
  startTimes: { weekdays: number[]; time: string }[];
  prices: { category: string; cost: number; places: number }[];
  meetingPoint: { address: string } | null;
  minTravellers: number | null;
}

/** GET /api/destination/{id}: the destination with its departure settings. */
function tourById(site: Site, id: string): Promise<TourDestination> {
  return callFor<TourDestination>(site.server().url, 'GET', `/api/destination/${id}`, 200);
}

/** A tour with start times and tickets added through the API by `adminToken`. */
async function addTourByApi(site: Site, adminToken: string, tour: Record<string, unknown>) {
  const img = (await catalogue(site))[0]?.img;
  const body = {
    description: 'A guided walk through the old town, with a boat trip at the end.',
    cost: 60,
    capacity: 12,
    img,
    ...tour,
  };
  await answer(
    await call(site.server().url, 'POST', '/api/destination', { token: adminToken, body }),
    201,
    'adding a tour',
  );
  const added = await destinationNamed(site, String(tour.destinationName));
  return tourById(site, added._id);
}

/** POST /api/bookedDestination for one departure with tickets and answers: the booking's id. */
async function bookDepartureByApi(
  site: Site,
  account: Account,
  tour: { _id: string },
  date: string,
  time: string,
  extra: { tickets?: { category: string; count: number }[]; answers?: Record<string, string> } = {},
): Promise<string> {
  const res = await call(site.server().url, 'POST', '/api/bookedDestination', {
    token: account.token,
    body: {
      bookingId: tour._id,
      date,
      phone: '+49 30 1234567',
      departureId: departureId(tour._id, date, time),
      tickets: extra.tickets ?? [{ category: 'adult', count: 1 }],
      ...(extra.answers ? { answers: extra.answers } : {}),
    },
  });
  return (await answer<{ insertedId: string }>(res, 201, 'booking a departure')).insertedId;
}

/** GET …/departures for one day. */
function departuresOn(site: Site, tour: { _id: string }, date: string): Promise<Departure[]> {
  return callFor<Departure[]>(
    site.server().url,
    'GET',
    `/api/destination/${tour._id}/departures?from=${date}&to=${date}`,
    200,
  );
}

const statusAt = async (site: Site, tour: { _id: string }, date: string, time: string) =>
  (await departuresOn(site, tour, date)).find((d) => d.time === time)?.status;

/** A mail's text parts (and attachments), decoded: what its reader sees. */
function mailText(mail: CaughtMail): string {
  return mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part
        .slice(split)
        .trim()
        .replace(/\r?\n--[^\r\n]*--\s*$/, '');
      if (/content-transfer-encoding:\s*base64/i.test(headers))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
        return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
      return body;
    })
    .join('\n');
}

/** Shows the month of `isoDate` in the booking calendar (German pages). */
async function showMonthOf(page: Page, isoDate: string) {
  for (let i = 0; i < 3 && (await calendarDay(page, isoDate).count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Zum nächsten Monat' }).click();
  }
}

/**
 * Screenshots at 1280 px and at 375 px (for looking at, not assertions): of each part given (an
 * element, scrolled into view first; or the whole page), named `<name>-<width>.png`.
 */
async function shootBothWidths(page: Page, parts: { name: string; of?: Locator; fullPage?: boolean }[]) {
  for (const width of [1280, 375]) {
    await page.setViewportSize(width === 375 ? phone.viewport : { width, height: 800 });
    for (const { name, of, fullPage = true } of parts) {
      const path = `${SHOTS}/${name}-${width}.png`;
      if (of) {
        await of.scrollIntoViewIfNeeded();
        await of.screenshot({ path });
      } else await page.screenshot({ path, fullPage });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('departures and tickets', () => {
  it('an operator adds a tour with start times, tickets, a question and a meeting point, then closes one departure and cancels the other', async () => {
    const admin = await adminUser(suite);
    const name = unique('Stralsund');
    archiveAfterwards(suite, name);
    const image = files.write('stralsund.jpg', await testJpeg('Stralsund', '#1f4e5f'));
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FaddDestination' });
    await page.getByRole('heading', { name: 'Add New Destinations' }).waitFor();

    await page.getByLabel('Destination Name', { exact: true }).fill(name);
    await page
      .getByLabel('Destination Details', { exact: true })
      .fill('Brick gothic, the harbour and the Ozeaneum, with a guide.');
    await page.getByLabel('Cost').fill('80');
    await page.getByLabel('Places per day').fill('12');
    await page.getByLabel('Image').setInputFiles(image);
    await page.getByAltText('Preview of stralsund.jpg').waitFor();

    // Two start times, every day.
    const startTimes = page.getByRole('group', { name: 'Start times' });
    for (const [index, time] of ['10:00', '14:00'].entries()) {
      await startTimes.getByRole('button', { name: 'Add a start time' }).click();
      const line = startTimes.getByRole('group', { name: `Start time ${index + 1}` });
      await line.getByLabel('Time').fill(time);
      expect(await line.getByRole('checkbox').count()).toBe(7);
    }
    // Adults pay the cost; a child ticket, and a family ticket that takes 4 places.
    const prices = page.getByRole('group', { name: 'Ticket prices' });
    const child = prices.getByRole('group', { name: 'Child', exact: true });
    await child.getByLabel('Price (US$)').fill('40');
    await child.getByLabel('Places per ticket').fill('1');
    const family = prices.getByRole('group', { name: 'Family', exact: true });
    await family.getByLabel('Price (US$)').fill('200');
    await family.getByLabel('Places per ticket').fill('4');
    // One required question, and where to meet.
    const questions = page.getByRole('group', { name: 'Booking questions' });
    await questions.getByRole('button', { name: 'Add a question' }).click();
    const question = questions.getByRole('group', { name: 'Question 1' });
    await question.getByLabel('Question', { exact: true }).fill('Any food we should know about?');
    await question.getByLabel('Question (German)').fill('Gibt es Essenswünsche?');
    await question.getByLabel('An answer is required').check();
    await page.getByLabel('Meeting address').fill('Alter Markt 1, 18439 Stralsund');
    await shootBothWidths(page, [
      { name: 'add-start-times', of: startTimes },
      { name: 'add-ticket-prices', of: prices },
      { name: 'add-rules-meeting-questions', of: page.getByRole('group', { name: 'Booking rules' }) },
      { name: 'add-questions', of: questions },
    ]);

    await page.getByRole('button', { name: 'Add Destination' }).click();
    await toast(page, 'New Travel Destination Added Successfully').waitFor();
    const tour = await tourById(suite, (await destinationNamed(suite, name))._id);
    expect(tour.startTimes).toEqual([
      { weekdays: EVERY_DAY, time: '10:00' },
      { weekdays: EVERY_DAY, time: '14:00' },
    ]);
    expect(tour.cost).toBe(80);
    expect(tour.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'adult', cost: 80, places: 1 }),
        expect.objectContaining({ category: 'child', cost: 40, places: 1 }),
        expect.objectContaining({ category: 'family', cost: 200, places: 4 }),
      ]),
    );
    expect(tour.questions).toEqual([
      expect.objectContaining({ label: 'Any food we should know about?', required: true }),
    ]);
    expect(tour.meetingPoint?.address).toBe('Alter Markt 1, 18439 Stralsund');

    // A paid booking of the 14:00 departure (an adult and a child): what its cancel refunds.
    const date = bookableDate(6);
    const tina = await verifiedUser(suite, 'Tina Traveller');
    const questionId = tour.questions[0]?.id ?? '';
    const paidId = await bookDepartureByApi(suite, tina, tour, date, '14:00', {
      tickets: [
        { category: 'adult', count: 1 },
        { category: 'child', count: 1 },
      ],
      answers: { [questionId]: 'Nothing special' },
    });
    await payByApi(suite, tina, paidId);

    await page.goto('/dashboard/departures');
    await page.getByRole('heading', { name: 'Departures', level: 1 }).waitFor();
    await page.getByLabel('Destination', { exact: true }).selectOption({ label: name });
    await page.getByLabel('Day').fill(date);
    const card = (time: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: time, exact: true }) });
    await card('10:00').getByText('Open', { exact: true }).waitFor();
    await card('14:00').getByText('2 places booked of 12, 10 left').waitFor();
    await shootBothWidths(page, [{ name: 'departures' }]);

    // Close the 10:00 departure.
    await card('10:00')
      .getByRole('button', { name: /^Close\W+10:00$/ })
      .click();
    await toast(page, 'The departure (10:00) is closed to new bookings.').waitFor();
    await card('10:00').getByText('Closed', { exact: true }).waitFor();
    expect(
      await card('10:00')
        .getByRole('button', { name: /^Close\W+10:00$/ })
        .isDisabled(),
    ).toBe(true);

    // Cancel the 14:00 one: it asks first, saying how many people get how much back.
    await card('14:00')
      .getByRole('button', { name: /^Cancel departure\W+14:00$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the 14:00 departure?' });
    await dialog.getByText('$120 will be refunded to 2 people.').waitFor();
    await dialog.getByText(`${name}, ${shown(date)}, 14:00`).waitFor();
    await page.screenshot({ path: `${SHOTS}/departures-cancel-question-1280.png` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statusAt(suite, tour, date, '14:00')).toBe('open');
    await card('14:00')
      .getByRole('button', { name: /^Cancel departure\W+14:00$/ })
      .click();
    await dialog.getByRole('button', { name: 'Cancel departure' }).click();
    await toast(page, 'The departure (14:00) is cancelled. Every traveller gets an email.').waitFor();
    await card('14:00').getByText('Cancelled', { exact: true }).waitFor();
    await card('10:00').getByText('Closed', { exact: true }).waitFor();
    expect(
      await card('14:00')
        .getByRole('button', { name: /^Cancel departure\W+14:00$/ })
        .isDisabled(),
    ).toBe(true);
    expect(await statusAt(suite, tour, date, '10:00')).toBe('closed');
    expect(await statusAt(suite, tour, date, '14:00')).toBe('cancelled');

    // The traveller's booking is cancelled and refunded in full, and the mail says it is called off.
    await poll(async () => (await bookingsByApi(suite, tina))[0]?.status).toBe('cancelled');
    await poll(async () => (await bookingsByApi(suite, tina))[0]?.refundAmount).toBe(120);
    const called = await suite.mail().waitForMail(tina.email, /^Your trip to .* is cancelled$/);
    expect(called.subject).toBe(`Your trip to ${name} on ${shown(date)}, 14:00 is cancelled`);
    expect(mailText(called)).toContain('This departure is called off');
    expectNoProblems(problems);
  });

  it('a traveller on the German pages sees the next departures, books a time with tickets, answers the question, pays, and finds time and tickets in Meine Buchungen and the receipt', async () => {
    const name = unique('Wismar');
    archiveAfterwards(suite, name);
    const tour = await addTourByApi(suite, await rootAdminToken(suite), {
      destinationName: name,
      cost: 60,
      capacity: 12,
      startTimes: [
        { weekdays: EVERY_DAY, time: '10:00' },
        { weekdays: EVERY_DAY, time: '15:30' },
      ],
      prices: [
        { category: 'child', cost: 25, places: 1 },
        { category: 'family', cost: 150, places: 4 },
      ],
      questions: [
        {
          id: 'food',
          label: 'Any food we should know about?',
          labelDe: 'Gibt es Essenswünsche?',
          kind: 'text',
          required: true,
        },
      ],
      meetingPoint: { address: 'Am Alten Hafen 1, 23966 Wismar' },
    });
    const tina = await verifiedUser(suite, 'Tina Reisende');
    const { page, problems } = await suite.openSignedIn(tina);
    await page.goto(`/de/destination/${tour._id}`);
    await waitForApp(page);

    // The next departures, before booking.
    const next = page.getByRole('region', { name: 'Nächste Termine' });
    await next.getByText('Treffpunkt: Am Alten Hafen 1, 23966 Wismar').waitFor();
    await next.getByRole('listitem').first().waitFor();
    const listed = await next.getByRole('listitem').allInnerTexts();
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.join('\n')).toMatch(/um 10:00 Uhr/);
    expect(listed.join('\n')).toMatch(/um 15:30 Uhr/);

    // The dialog: a day, a time, tickets, the answer.
    const date = bookableDate(5);
    await page.getByRole('button', { name: 'JETZT BUCHEN', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${name} buchen` });
    await dialog.getByLabel('Telefon').fill('+49 38 4112345');
    await showMonthOf(page, date);
    await calendarDay(page, date).click();
    const times = dialog.getByRole('group', { name: 'Startzeit' });
    await times.getByRole('radio', { name: /^10:00/ }).check();
    const tickets = dialog.getByRole('group', { name: 'Tickets', exact: true });
    await tickets.getByLabel('Erwachsene', { exact: true }).fill('2');
    await tickets.getByLabel('Kinder', { exact: true }).fill('1');
    await dialog.getByText(/^145.* für 2 Erwachsene, 1 Kind$/).waitFor();
    await dialog.getByLabel('Gibt es Essenswünsche? (Pflichtangabe)').fill('Vegetarisch, bitte');
    await shootBothWidths(page, [
      { name: 'booking-dialog-tickets', of: tickets, fullPage: false },
      { name: 'booking-dialog-start-times', of: times, fullPage: false },
      { name: 'booking-dialog-question', of: dialog.getByRole('group', { name: 'Vor Ihrer Reise' }) },
      { name: 'booking-dialog-whole', fullPage: false },
    ]);
    await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const [booking] = await bookingsByApi(suite, tina);
    expect(booking).toMatchObject({ date, cost: 145, travellers: 3, status: 'unpaid' });

    // Paid on the payment page with the test card.
    await page.goto('/de/dashboard/booking');
    await page
      .getByRole('link', { name: new RegExp(`^Bezahlen: ${name}`) })
      .filter({ visible: true })
      .click();
    await page.waitForURL(`**/de/dashboard/payment/${booking?._id}`);
    await page.getByLabel('Kartennummer').fill(SUCCEEDING_CARD);
    await page.getByLabel('Gültig bis (MM/JJ)').fill(futureExpiry());
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Zahlungspflichtig buchen', exact: true }).click();
    await page.getByText('Geschafft! Ihre Zahlung ist abgeschlossen').waitFor();

    // Meine Buchungen: the day with its time, and the tickets.
    await page.getByRole('link', { name: 'Zurück zu Meine Buchungen' }).click();
    const seen = (text: string) => page.getByText(text).filter({ visible: true }).first();
    await seen(`${formatBookingDate(date, 'de')} um 10:00 Uhr`).waitFor();
    await seen('2 Erwachsene, 1 Kind').waitFor();
    await seen('Bezahlt').waitFor();

    expectNoProblems(problems);

    // The mails name the time and the tickets: the booking mail, and the receipt.
    const day = formatBookingDate(date, 'de');
    const booked = await suite.mail().waitForMail(tina.email, /^Ihre Reise nach .* ist gebucht$/);
    expect(booked.subject).toBe(`Ihre Reise nach ${name} am ${day}, 10:00 ist gebucht`);
    expect(mailText(booked)).toContain('Tickets: 2 Erwachsene, 1 Kind');
    const receipt = await suite.mail().waitForMail(tina.email, /^Beleg: Ihre Reise nach /);
    expect(receipt.subject).toBe(`Beleg: Ihre Reise nach ${name} am ${day}, 10:00 ist bezahlt`);
    expect(mailText(receipt)).toContain(`Ihre Reise nach ${name} am ${day}, 10:00`);
    expect(mailText(receipt)).toContain('Tickets: 2 Erwachsene, 1 Kind');
  });
});

describe('the minimum group, decided with a moved clock', () => {
  let server: RunningServer | undefined;
  let sink: MailSink | undefined;
  const opened: OpenPage[] = [];
  afterAll(async () => {
    await Promise.all(opened.map(({ context }) => context.close()));
    await server?.stop();
    server?.cleanup();
    await sink?.close();
  });

  it(
    'guarantees the departure with enough travellers and cancels the other, with their mails, My Bookings and Departures saying so',
    { timeout: 600_000 },
    async () => {
      const mail = await startMailSink();
      sink = mail;
      const adminAddress = newUser('operator', 'Olga Operator');
      const env = { SMTP_URL: mail.url, ADMIN_EMAILS: adminAddress.email };
      server = await startServer({ env });
      const site: Site = { server: () => server!, mail: () => mail };
      const admin = await verifiedUser(site, adminAddress);

      // Two departures on one day, each needing 2 travellers, decided 24 hours before it starts.
      const date = bookableDate(3);
      const name = unique('Rügen');
      const tour = await addTourByApi(site, admin.token, {
        destinationName: name,
        cost: 60,
        startTimes: [
          { weekdays: EVERY_DAY, time: '10:00' },
          { weekdays: EVERY_DAY, time: '14:00' },
        ],
        minTravellers: 2,
        decideHours: 24,
      });
      const [anna, ben, carl] = [
        await verifiedUser(site, 'Anna Early'),
        await verifiedUser(site, 'Ben Early'),
        await verifiedUser(site, 'Carl Alone'),
      ];
      for (const [who, time] of [
        [anna, '10:00'],
        [ben, '10:00'],
        [carl, '14:00'],
      ] as const) {
        await payByApi(site, who, await bookDepartureByApi(site, who, tour, date, time));
      }
      expect(await statusAt(site, tour, date, '10:00')).toBe('open');
      expect(await statusAt(site, tour, date, '14:00')).toBe('open');

      // Restarted on the same DATA_DIR at 15:00 the day before (German time): both decisions
      // (10:00 and 14:00 that day) have passed, neither departure has started.
      const movedTo = departureStart(addDays(date, -1), '15:00').getTime();
      const dataDir = server.dataDir;
      await server.stop();
      server = await startServer({ env, dataDir, clockOffsetMs: movedTo - Date.now() });

      await poll(() => statusAt(site, tour, date, '10:00')).toBe('guaranteed');
      await poll(() => statusAt(site, tour, date, '14:00')).toBe('cancelled');
      const when = (time: string) => `${shown(date)}, ${time}`;
      for (const who of [anna, ben]) {
        const takesPlace = await mail.waitForMail(who.email, /^It takes place: /, { timeoutMs: 30_000 });
        expect(takesPlace.subject).toBe(`It takes place: your trip to ${name} on ${when('10:00')}`);
      }
      const calledOff = await mail.waitForMail(carl.email, /^Your trip to .* is cancelled$/, {
        timeoutMs: 30_000,
      });
      expect(calledOff.subject).toBe(`Your trip to ${name} on ${when('14:00')} is cancelled`);
      expect(mailText(calledOff)).toContain('This departure is called off');
      expect(await mail.inbox(carl.email)).not.toContainEqual(
        expect.objectContaining({ subject: expect.stringMatching(/^It takes place/) }),
      );
      await poll(async () => (await bookingsByApi(site, carl))[0]?.refundAmount).toBe(60);
      expect((await bookingsByApi(site, carl))[0]?.status).toBe('cancelled');
      expect((await bookingsByApi(site, anna))[0]?.status).toBe('paid');

      // My Bookings (English pages) shows Carl's trip cancelled and refunded.
      const carlSide = await openSignedInPage(suite.browser(), server.url, carl.token);
      opened.push(carlSide);
      await carlSide.page.goto('/dashboard/booking');
      const seen = (text: string) => carlSide.page.getByText(text).filter({ visible: true }).first();
      await seen('$60 refunded').waitFor();
      await seen('Cancelled').waitFor();
      await carlSide.page.screenshot({ path: `${SHOTS}/my-bookings-called-off-1280.png`, fullPage: true });

      // Departures shows one guaranteed, one cancelled.
      const adminSide = await openPage(suite.browser(), server.url);
      opened.push(adminSide);
      await logIn(adminSide.page, admin, {
        from: `/login?redirect=${encodeURIComponent(`/dashboard/departures?destination=${tour._id}&date=${date}`)}`,
      });
      const card = (time: string) =>
        adminSide.page
          .getByRole('listitem')
          .filter({ has: adminSide.page.getByRole('heading', { name: time, exact: true }) });
      await card('10:00').getByText('Guaranteed', { exact: true }).waitFor();
      await card('14:00').getByText('Cancelled', { exact: true }).waitFor();
      await adminSide.page.screenshot({ path: `${SHOTS}/departures-decided-1280.png`, fullPage: true });

      // The reminder of the guaranteed trip (REMINDER_DAYS 2: due once the clock moved) names its time.
      const reminder = await mail.waitForMail(anna.email, /Reminder/, { timeoutMs: 30_000 });
      expect(reminder.subject).toBe(`Reminder: your trip to ${name} on ${when('10:00')}`);
      expectNoProblems(carlSide.problems);
      expectNoProblems(adminSide.problems);
    },
  );
});
