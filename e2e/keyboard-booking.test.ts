import { addDays } from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts';
import { bookingDialog, bookingsByApi, futureExpiry, shown, SUCCEEDING_CARD } from './support/bookings';
import { desktop, phone } from './support/browser';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { toast } from './support/pages';

/*
 * A traveller books a destination and pays for it with the keyboard alone: from the list of
 * destinations to its page, the booking dialog and its calendar, My Bookings' Pay link and the card
 * form. Nothing here clicks; every step is Tab, Shift+Tab, Enter, the arrow keys or typing, and each
 * step first checks that the focus is where a keyboard user would expect it.
 */
let hamburg: ApiDestination;

const suite = e2eSuite();
beforeAll(async () => {
  hamburg = await destinationNamed(suite, 'Hamburg');
});

interface Focused {
  tag: string;
  /** Accessible name as a person would read it: aria-label, else the label of a field, else the text. */
  name: string;
  href: string | null;
  day: string | null;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const input = el as HTMLInputElement | null;
    const label = el?.getAttribute('aria-label') ?? input?.labels?.[0]?.textContent ?? el?.textContent ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: label.replace(/\s+/g, ' ').trim(),
      href: el?.getAttribute('href') ?? null,
      day: el?.closest('[data-day]')?.getAttribute('data-day') ?? null,
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element matches, at most `max` times;
 * fails with the path the focus took when it never gets there.
 */
async function tabTo(
  page: Page,
  matches: (el: Focused) => boolean,
  what: string,
  { backwards = false, max = 60 } = {},
): Promise<Focused> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    if (matches(el)) return el;
    path.push(`${el.tag} "${el.name.slice(0, 40)}"`);
  }
  throw new Error(`${what} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'}: ${path.join(' → ')}`);
}

const named = (name: string | RegExp) => (el: Focused) =>
  typeof name === 'string' ? el.name === name : name.test(el.name);

/** From any page to /dashboard/booking by keyboard: the main menu, then the dashboard's menu. */
const toMyBookings = {
  async desktop(page: Page) {
    await tabTo(page, named('Dashboard'), 'the Dashboard link', { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await tabTo(page, named('My Bookings'), 'the My Bookings link');
    await page.keyboard.press('Enter');
  },
  // On a phone both menus are collapsed behind buttons: open each with Enter first.
  async phone(page: Page) {
    await tabTo(page, named('Open menu'), 'the menu button', { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(page, named('Dashboard'), 'the Dashboard link', { max: 6 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await tabTo(page, named('Dashboard menu'), 'the dashboard menu button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Close dashboard menu');
    await tabTo(page, named('My Bookings'), 'the My Bookings link', { max: 6 });
    await page.keyboard.press('Enter');
  },
};

describe('booking and paying with the keyboard alone', () => {
  it.each(['desktop', 'phone'] as const)(
    'on %s: from /destination to "Congrats! Your payment is Completed" without a click',
    async (device) => {
      const kim = await verifiedUser(suite, 'Kim Keyboard');
      const { page, problems } = await suite.openSignedIn(kim, device === 'phone' ? phone : desktop);
      await page.goto('/destination');
      await page.getByRole('link', { name: 'Book now' }).first().waitFor();

      // The list of destinations: Tab to Hamburg's "Book now", Enter.
      await tabTo(page, (el) => el.href === `/destination/${hamburg._id}`, "Hamburg's Book now link", {
        max: 120,
      });
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/destination/${hamburg._id}`);

      // Its page: Tab to CONFIRM BOOKING, open the dialog with Space.
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
      await tabTo(page, named('CONFIRM BOOKING'), 'CONFIRM BOOKING');
      await page.keyboard.press('Space');
      const dialog = bookingDialog(page);
      await dialog.getByLabel('Phone').waitFor();

      // The dialog starts on the phone (empty: the profile has none); type it, then Tab to the
      // calendar, move two days on with the arrow keys and pick the day with Enter.
      await expect.poll(async () => (await focused(page)).name).toBe('Phone');
      await page.keyboard.type('+49 40 7654321');
      const start = (await tabTo(page, (el) => el.day !== null, 'a day of the calendar', { max: 15 })).day;
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const date = addDays(start ?? '', 2);
      expect(await dialog.getByLabel('Date of your trip', { exact: true }).inputValue()).toBe(date);
      await tabTo(page, named('Confirm'), 'the Confirm button', { max: 10 });
      await page.keyboard.press('Enter');
      await toast(page, `Booking is set, at ${shown(date)}`).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // Focus is back on CONFIRM BOOKING; from there to My Bookings through the menus.
      await toMyBookings[device](page);
      await page.waitForURL('**/dashboard/booking');

      // My Bookings: Tab to the trip's Pay link.
      await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
      await page
        .getByRole('link', { name: /^Pay for Hamburg/ })
        .filter({ visible: true })
        .waitFor();
      await tabTo(page, named(`Pay for Hamburg on ${shown(date)}`), 'the Pay link');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/payment/*');

      // The card form: number, expiry, CVC, then Pay.
      await page.getByLabel('Card number').waitFor();
      await tabTo(page, named('Card number'), 'the card number');
      await page.keyboard.type(SUCCEEDING_CARD);
      await tabTo(page, named(/^Expiry/), 'the expiry', { max: 3 });
      await page.keyboard.type(futureExpiry());
      await tabTo(page, named('CVC'), 'the CVC', { max: 3 });
      await page.keyboard.type('123');
      await tabTo(page, named('Pay'), 'the Pay button', { max: 3 });
      await page.keyboard.press('Enter');
      await page.getByText('Congrats! Your payment is Completed').waitFor();

      expect(await bookingsByApi(suite, kim)).toMatchObject([{ date, bookingName: 'Hamburg', paid: true }]);
      expect(problems).toEqual([]);
    },
  );
});
