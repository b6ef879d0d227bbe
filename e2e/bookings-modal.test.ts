import type { Page } from 'playwright-core';
import { addDays } from '@tgde/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from './support/a11y';
import { verifiedUser } from './support/accounts';
import { desktop, phone } from './support/browser';
import {
  BOOKED_SUBJECT,
  bookableDate,
  bookByApi,
  bookingDialog,
  bookingsByApi,
  calendarAttachment,
  calendarDay,
  eventStart,
  setPhoneByApi,
  shown,
} from './support/bookings';
import { addDestinationByApi, destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { linksIn } from './support/mail';
import { toast } from './support/pages';

/*
 * The booking modal of /destination/{id}: a real dialog, the read-only traveller, the
 * phone from the profile, the calendar by mouse and by keyboard, the past refused, the conflict
 * toast, and the booking mail with its calendar file.
 */
let hamburg: ApiDestination;
let berlin: ApiDestination;

const suite = e2eSuite();
beforeAll(async () => {
  [hamburg, berlin] = await Promise.all([
    destinationNamed(suite, 'Hamburg'),
    destinationNamed(suite, 'Berlin'),
  ]);
});

/** Text of the focused element and whether it sits inside an open dialog. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      inDialog: Boolean(el?.closest('dialog[open]')),
      day: el?.closest('[data-day]')?.getAttribute('data-day') ?? null,
    };
  });

/** Shows the month of `isoDate` in the calendar (Next month as often as needed). */
async function showMonthOf(page: Page, isoDate: string) {
  for (let i = 0; i < 3 && (await calendarDay(page, isoDate).count()) === 0; i += 1) {
    await bookingDialog(page)
      .getByRole('button', { name: /next month/i })
      .click();
  }
}

const openBooking = (page: Page) => page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();

describe('the booking modal', () => {
  it('books by mouse: a real dialog, read-only traveller, phone from the profile, the mail with its .ics', async () => {
    const ada = await verifiedUser(suite, 'Ada Lovelace');
    await setPhoneByApi(suite, ada, '+49 30 1234567');
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    await page.goto(`/destination/${hamburg._id}`);
    const opener = page.getByRole('button', { name: 'CONFIRM BOOKING' });

    // Escape closes it and focus returns to the button; so does Cancel.
    await opener.click();
    const dialog = bookingDialog(page);
    await dialog.getByLabel('Phone').waitFor();
    expect((await focus(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focus(page)).text).toBe('CONFIRM BOOKING');
    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await focus(page)).text).toBe('CONFIRM BOOKING');

    await opener.click();
    await expect.poll(() => dialog.getByLabel('Destination').inputValue()).toBe('Hamburg');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Ada Lovelace');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(ada.email);
    for (const label of ['Destination', 'Name', 'Email']) {
      expect(await dialog.getByLabel(label).getAttribute('readonly')).not.toBeNull();
    }
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('+49 30 1234567');

    // Yesterday cannot be picked (when it is in the month shown at all); today can.
    const yesterday = calendarDay(page, bookableDate(-1));
    if ((await yesterday.count()) > 0) expect(await yesterday.isDisabled()).toBe(true);
    expect(await calendarDay(page, bookableDate(0)).isDisabled()).toBe(false);

    const date = bookableDate(3);
    await showMonthOf(page, date);
    await calendarDay(page, date).click();
    expect(await dialog.getByLabel('Date of your trip', { exact: true }).inputValue()).toBe(date);

    // The confirm button stays disabled while the request runs.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookedDestination', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    release();
    await toast(page, `Booking is set, at ${shown(date)}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/api/bookedDestination');

    const [booking] = await bookingsByApi(suite, ada);
    expect(booking).toMatchObject({ date, bookingName: 'Hamburg', paid: false });

    // The booking mail: the trip, a link to pay, and the day as a calendar entry.
    const mail = await suite.mail().waitForMail(ada.email, BOOKED_SUBJECT);
    expect(mail.subject).toContain('Hamburg');
    expect(linksIn(mail)).toContain(`${suite.server().url}/dashboard/payment/${booking?._id}`);
    const ics = calendarAttachment(mail);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(eventStart(ics ?? '')).toBe(date);

    // The same day again, at another destination: the plan already set is named.
    await page.goto(`/destination/${berlin._id}`);
    await openBooking(page);
    await dialog.getByLabel('Date of your trip', { exact: true }).fill(date);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Already have an Travel Plan on ${shown(date)} in Hamburg`).waitFor();
    expect(await bookingsByApi(suite, ada)).toHaveLength(1);

    // A past day typed in is refused with a sentence before anything is sent.
    await dialog.getByLabel('Date of your trip', { exact: true }).fill(bookableDate(-1));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The booking date cannot be before today').waitFor();
    expect(await bookingsByApi(suite, ada)).toHaveLength(1);
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
  });

  it('names each calendar day with the number it shows, and its places left', async () => {
    const cleo = await verifiedUser(suite, 'Cleo Names');
    const small = await addDestinationByApi(suite, { destinationName: 'Tiny Island', capacity: 3 });
    // Two days of one month, so that one calendar page shows both.
    const soldOut = bookableDate(2);
    const next = addDays(soldOut, 1);
    const oneTaken = next.slice(0, 7) === soldOut.slice(0, 7) ? next : bookableDate(1);
    await bookByApi(suite, cleo, small, soldOut, { travellers: 3 });
    await bookByApi(suite, cleo, small, oneTaken);
    const { page, problems } = await suite.openSignedIn(cleo, desktop);
    await page.goto(`/destination/${small._id}`);
    await openBooking(page);
    await bookingDialog(page).getByLabel('Phone').waitFor();
    await showMonthOf(page, oneTaken);
    await expect.poll(() => calendarDay(page, oneTaken).getAttribute('aria-label')).toMatch(/2 places left$/);

    // The number on each day button is a word of its name (WCAG 2.5.3, Label in Name), and the
    // day's places follow it. axe keeps this rule among its experimental ones, so it is asked for.
    const label = async (iso: string) => ({
      shown: (await calendarDay(page, iso).innerText()).trim(),
      name: await calendarDay(page, iso).getAttribute('aria-label'),
    });
    const day = (iso: string) => String(Number(iso.slice(8)));
    expect(await label(oneTaken)).toEqual({
      shown: day(oneTaken),
      name: expect.stringMatching(new RegExp(`\\b${day(oneTaken)}, \\d{4}, 2 places left$`)),
    });
    expect((await label(soldOut)).name).toMatch(new RegExp(`\\b${day(soldOut)}, \\d{4}, sold out$`));
    const scan = await runAxe(
      page,
      { include: ['dialog[open]'] },
      {
        runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      },
    );
    const findings = scan.violations.flatMap((v) =>
      v.nodes.map((node) => `${node.target.join(' ')}: ${v.help}`),
    );
    expect(findings).toEqual([]);
    // The rule did look at the days: one check per button of the month.
    expect(scan.passes.flatMap((v) => v.nodes).length).toBeGreaterThanOrEqual(28);
    expect(problems).toEqual([]);
  });

  it('books by keyboard alone on a 375 px phone, typing the phone when the profile has none', async () => {
    const bob = await verifiedUser(suite, 'Bob Keys');
    const { page, problems } = await suite.openSignedIn(bob, phone);
    await page.goto(`/destination/${hamburg._id}`);
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).focus();
    await page.keyboard.press('Enter');
    const dialog = bookingDialog(page);
    await dialog.waitFor();

    // No phone in the profile: the phone field has the focus, empty.
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('tel');
    await page.keyboard.type('+49 40 7654321');

    // Tab on to the calendar's day grid, move two days on with the arrow keys, pick with Enter.
    let start: string | null = null;
    for (let i = 0; i < 12 && !start; i += 1) {
      await page.keyboard.press('Tab');
      start = (await focus(page)).day;
    }
    expect(start).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const date = addDays(start!, 2);
    expect(await dialog.getByLabel('Date of your trip', { exact: true }).inputValue()).toBe(date);

    for (let i = 0; i < 6 && (await focus(page)).text !== 'Confirm'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, `Booking is set, at ${shown(date)}`).waitFor();
    expect(await bookingsByApi(suite, bob)).toMatchObject([{ date, bookingName: 'Hamburg' }]);

    // The dialog fits the phone: nothing sticks out sideways.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await dialog.getByLabel('Date of your trip', { exact: true }).waitFor();
    const box = await dialog.locator('.modal-box').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
  });
});
