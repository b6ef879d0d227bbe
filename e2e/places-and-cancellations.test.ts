import { mkdirSync } from 'node:fs';
import {
  addDays,
  bookingSetMessage,
  cancelQuestion,
  firstBookableDate,
  placesLeftMessage,
} from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, verifiedUser } from './support/accounts';
import { adminUser } from './support/admins';
import {
  BOOKED_SUBJECT,
  bookByApi,
  bookableDate,
  bookingDialog,
  bookingsByApi,
  calendarAttachment,
  calendarDay,
  payByApi,
  placesOn,
  shown,
} from './support/bookings';
import { addDestinationByApi, destinationNamed } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { devices, expectNoProblems, expectNoSidewaysScroll, poll, toast } from './support/pages';

/*
 * Places per day and cancellations, at 1280 and 375 px: the admin's Places per day, a sold-out day
 * and the places left in the booking calendar, the price for all travellers, the refusal of more
 * places than are left; Cancel trip with its question, its refund and its mail (whose calendar file
 * removes the booking's event); an admin's cancel and refund from All Bookings; and Departures with
 * its CSV. Every test adds its own destination, so no other file's bookings count against its places.
 */
const SHOTS = '/tmp/e2e16-shots';
mkdirSync(SHOTS, { recursive: true });

const suite = e2eSuite();
const CANCELLED_SUBJECT = /^Your trip to .* is cancelled$/;

/** A name no other test uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** That day of the month after today's (in Germany): always in the calendar's second month. */
const dayNextMonth = (day: number) =>
  `${addDays(`${firstBookableDate().slice(0, 8)}01`, 40).slice(0, 8)}${String(day).padStart(2, '0')}`;

/** Shows the month of `isoDate` in the booking calendar. */
async function showMonthOf(page: Page, isoDate: string) {
  for (let i = 0; i < 3 && (await calendarDay(page, isoDate).count()) === 0; i += 1) {
    await bookingDialog(page)
      .getByRole('button', { name: /next month/i })
      .click();
  }
}

/** An iCalendar text's UID, its folded lines joined. */
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics.replace(/\r?\n[ \t]/g, ''))?.[1]?.trim();

describe.each(devices)('at $name width', ({ name: width, device }) => {
  it('an admin sets Places per day; the calendar shows a sold-out day and the places left; travellers set the price; too many places are refused', async () => {
    const destination = await addDestinationByApi(suite, { destinationName: unique('Spreewald'), cost: 120 });
    const name = destination.destinationName;

    // The admin sets three places a day on Edit.
    const admin = await adminUser(suite);
    const adminSide = await suite.open(device);
    await logIn(adminSide.page, admin, {
      from: `/login?redirect=${encodeURIComponent(`/dashboard/editDestination/${destination._id}`)}`,
    });
    await adminSide.page.getByRole('heading', { name: 'Edit Destination' }).waitFor();
    await poll(() => adminSide.page.getByLabel('Destination Name', { exact: true }).inputValue()).toBe(name);
    expect(await adminSide.page.getByLabel('Places per day').inputValue()).toBe('');
    await adminSide.page.getByLabel('Places per day').fill('3');
    await adminSide.page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(adminSide.page, `Destination: ${name} is updated`).waitFor();
    expect((await destinationNamed(suite, name)).capacity).toBe(3);

    // Someone else takes all three places of one day and one place of the next.
    const soldOut = dayNextMonth(10);
    const fewLeft = dayNextMonth(11);
    const other = await verifiedUser(suite, 'Otto Other');
    await bookByApi(suite, other, destination, soldOut, { travellers: 3 });
    await bookByApi(suite, other, destination, fewLeft);

    const tina = await verifiedUser(suite, 'Tina Traveller');
    const { page, problems } = await suite.openSignedIn(tina, device);
    await page.goto(`/destination/${destination._id}`);
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const dialog = bookingDialog(page);
    await dialog.getByLabel('Phone').fill('+49 30 7654321');
    await showMonthOf(page, soldOut);

    // The sold-out day cannot be picked and says why to screen readers; the next says what is left.
    const full = calendarDay(page, soldOut);
    await poll(() => full.getAttribute('aria-label')).toMatch(/, sold out$/);
    expect(await full.isDisabled()).toBe(true);
    const few = calendarDay(page, fewLeft);
    await poll(() => few.getAttribute('aria-label')).toMatch(/, 2 places left$/);
    expect(await few.isDisabled()).toBe(false);
    await few.click();
    await dialog.getByText('2 places left that day.').waitFor();
    await dialog.getByText('$120 for 1 traveller').waitFor();
    await page.screenshot({ path: `${SHOTS}/booking-sold-out-${width}.png` });

    // Three travellers: the price is for all of them, and the day with two places left closes.
    await dialog.getByLabel('Travellers', { exact: true }).fill('3');
    await dialog.getByText('$360 for 3 travellers ($120 each)').waitFor();
    await poll(() => few.getAttribute('aria-label')).toMatch(/, 2 places left, not enough for 3$/);
    expect(await few.isDisabled()).toBe(true);

    // Typed in anyway: the server refuses with a sentence naming the day and what is left.
    await dialog.getByLabel('Date of your trip', { exact: true }).fill(fewLeft);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(placesLeftMessage({ date: fewLeft, destination: name, remaining: 2 })).waitFor();
    expect(await bookingsByApi(suite, tina)).toEqual([]);

    // Two travellers fit.
    await dialog.getByLabel('Travellers', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, bookingSetMessage(fewLeft)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const [booked] = await bookingsByApi(suite, tina);
    expect(booked).toMatchObject({ travellers: 2, cost: 240, status: 'unpaid', date: fewLeft });
    expect(await placesOn(suite, destination, fewLeft)).toMatchObject({
      capacity: 3,
      booked: 3,
      remaining: 0,
    });
    expectNoProblems(problems, [/status of 409/]);
    expectNoProblems(adminSide.problems);
  });

  it('a traveller pays, cancels with Cancel trip and gets the refund and a mail whose calendar file removes the trip', async () => {
    const destination = await addDestinationByApi(suite, { destinationName: unique('Rügen'), cost: 120 });
    const name = destination.destinationName;
    const tina = await verifiedUser(suite, 'Tina Traveller');
    const date = bookableDate(20);
    const id = await bookByApi(suite, tina, destination, date, { travellers: 2 });
    await payByApi(suite, tina, id);
    const [paid] = await bookingsByApi(suite, tina);
    expect(paid).toMatchObject({ status: 'paid', cost: 240, freeCancellationUntil: addDays(date, -2) });

    const { page, problems } = await suite.openSignedIn(tina, device);
    await page.goto('/dashboard/booking');
    const cancel = page.getByRole('button', { name: /^Cancel trip: / });
    await cancel.waitFor();
    // The table and the phone's cards are both on the page; one of them shows.
    const seen = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
    await seen(`Free cancellation until ${shown(addDays(date, -2))}`).waitFor();
    await cancel.click();

    // It asks first: how much comes back, and until when cancelling is free. Keep trip keeps it.
    const dialog = page.getByRole('dialog', { name: 'Cancel this trip?' });
    await dialog
      .getByText(
        cancelQuestion({ destination: name, date, refundDollars: 240, lastFreeDay: addDays(date, -2) }),
      )
      .waitFor();
    expect(await dialog.textContent()).toContain('You get $240 back.');
    await dialog.getByRole('button', { name: 'Keep trip' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await bookingsByApi(suite, tina))[0]?.status).toBe('paid');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await toast(page, `Your trip to ${name} is cancelled. $240 is refunded to your card.`).waitFor();
    await seen('Cancelled').waitFor();
    await seen('$240 refunded').waitFor();
    expect(await cancel.count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/my-bookings-cancelled-${width}.png`, fullPage: true });

    const [cancelled] = await bookingsByApi(suite, tina);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: 240 });
    expect(cancelled?.refundId).toMatch(/^re_/);

    // The cancellation mail carries a calendar file that cancels the booking mail's event.
    const bookedIcs = calendarAttachment(await suite.mail().waitForMail(tina.email, BOOKED_SUBJECT));
    const cancelMail = await suite.mail().waitForMail(tina.email, CANCELLED_SUBJECT);
    expect(cancelMail.subject).toBe(`Your trip to ${name} on ${shown(date)} is cancelled`);
    const cancelIcs = calendarAttachment(cancelMail);
    expect(cancelIcs).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(cancelIcs).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(bookedIcs && uidOf(bookedIcs)).toBeTruthy();
    expect(uidOf(cancelIcs ?? '')).toBe(uidOf(bookedIcs ?? ''));
    expectNoProblems(problems);
  });

  it('an admin cancels a booking from All Bookings with a refund; Departures lists who comes and downloads it as CSV', async () => {
    const destination = await addDestinationByApi(suite, {
      destinationName: unique('Harz'),
      cost: 90,
      capacity: 10,
    });
    const name = destination.destinationName;
    const date = bookableDate(15);
    const tag = Date.now().toString(36);
    const [tina, paul, carla] = await Promise.all([
      verifiedUser(suite, `Tina Tour ${tag}`),
      verifiedUser(suite, `Paul Punkt ${tag}`),
      verifiedUser(suite, `Carla Chance ${tag}`),
    ]);
    await payByApi(
      suite,
      tina,
      await bookByApi(suite, tina, destination, date, { travellers: 2, phone: '+49 40 5551234' }),
    );
    await bookByApi(suite, paul, destination, date, { phone: '+49 89 5550000' });
    await payByApi(suite, carla, await bookByApi(suite, carla, destination, date));

    const admin = await adminUser(suite);
    const { page, problems } = await suite.open(device);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FallBookings' });
    await page.getByRole('heading', { name: 'All Bookings' }).waitFor();
    await page.getByLabel('Trip date from').fill(date);
    await page.getByLabel('Trip date to').fill(date);
    const carlaRow = page.getByRole('row').filter({ hasText: carla.name });
    await carlaRow.getByText('Paid', { exact: true }).waitFor();
    await carlaRow.getByRole('button', { name: /^Cancel and refund / }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText(/the full \$90 is refunded/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await toast(
      page,
      `${carla.name}'s trip to ${name} on ${shown(date)} is cancelled; $90 is refunded.`,
    ).waitFor();
    // Paid and unpaid bookings are listed without the cancelled ones, which have a choice of their own.
    await poll(() => carlaRow.count()).toBe(0);
    await page.getByLabel('State').selectOption('cancelled');
    await carlaRow.getByText('Cancelled', { exact: true }).waitFor();
    await carlaRow.getByText('$90 refunded').waitFor();
    const [cancelled] = await bookingsByApi(suite, carla);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: 90 });
    expect(cancelled?.refundId).toMatch(/^re_/);
    await suite.mail().waitForMail(carla.email, CANCELLED_SUBJECT);

    // Departures: who comes that day (not Carla any more), to print or download.
    await page.goto('/dashboard/departures');
    await page.getByRole('heading', { name: 'Departures', level: 1 }).waitFor();
    await page.getByLabel('Destination').selectOption({ label: name });
    await page.getByLabel('Day').fill(date);
    await page.getByRole('heading', { name: `${name}, ${shown(date)}` }).waitFor();
    await page.getByText('3 travellers in 2 bookings; 2 paid.').waitFor();
    const rows = page.locator('tbody tr');
    await poll(() => rows.count()).toBe(2);
    const shownRows = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
    expect(shownRows).toEqual([
      [paul.name, '1', '+49 89 5550000', 'Not paid'],
      [tina.name, '2', '+49 40 5551234', 'Paid'],
    ]);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/departures-${width}.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^departures-harz-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs in another process: the file comes over its connection.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => line.split(','))).toEqual([
      ['Name', 'Travellers', 'Phone', 'Email', 'Paid'],
      ...shownRows.map(([who, travellers, phone, paidOrNot]) => [
        who,
        travellers,
        phone,
        who === paul.name ? paul.email : tina.email,
        paidOrNot,
      ]),
    ]);

    // Edit shows the places taken each day of the next four weeks: that day has 3 of its 10 taken.
    await page.goto(`/dashboard/editDestination/${destination._id}`);
    const placesTaken = page.getByRole('table', { name: /^Travellers booked/ });
    const dayRow = placesTaken
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: shown(date) }) });
    await dayRow.waitFor();
    expect(await dayRow.getByRole('cell').allTextContents()).toEqual(['3', '10', '7']);
    await expectNoSidewaysScroll(page);
    await dayRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/places-taken-${width}.png` });
    expectNoProblems(problems);
  });
});
