import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, signInByApi } from './support/accounts';
import { bookableDate, bookingDialog, bookingsByApi, shown } from './support/bookings';
import { destinationNamed } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { linkInMail, VERIFY_SUBJECT } from './support/mail';
import { toast } from './support/pages';

/*
 * The busy guard as a crowd meets it: eight browsers sign up, verify and book at the same moment on
 * the embedded database, with the guard at its production limit (1,000 ms of event-loop lag), on a
 * test machine that shares two cores with Chromium. Nobody may be told "the server is very busy":
 * the guard turns requests away only under sustained lag (apps/server/src/http/overload.ts).
 */
const suite = e2eSuite({ server: { env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '1000' } } });
const BROWSERS = 8;

describe('eight browsers at once', () => {
  it('sign up, verify and book, and none of them is answered 503', async () => {
    const munich = await destinationNamed(suite, 'Munich');
    const date = bookableDate(12);
    const refused: string[] = [];
    const noteRefusal = (res: Response) => {
      if (res.status() === 503) refused.push(`${res.request().method()} ${res.url()}`);
    };
    const people = Array.from({ length: BROWSERS }, (_, i) =>
      newUser(`crowd${i}`, `Crowd Traveller ${i + 1}`),
    );
    const opened = await Promise.all(people.map(() => suite.open()));
    for (const { page } of opened) {
      page.on('response', noteRefusal);
      // Eight pages drawn at once on two cores: each step may wait for the others' turns.
      page.setDefaultTimeout(120_000);
    }

    const journeys = await Promise.allSettled(
      people.map(async (person, i) => {
        const { page } = opened[i]!;
        await page.goto('/register');
        await page.getByLabel('Name').fill(person.name);
        await page.getByLabel('Email').fill(person.email);
        await page.getByLabel('Password').fill(person.password);
        await page.getByLabel('I accept the terms and conditions').check();
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await page.waitForURL('**/dashboard');
        await page.goto(await linkInMail(suite.mail(), person.email, VERIFY_SUBJECT, '/verify-email'));
        await page.getByText('Your e-mail address is verified').waitFor();

        await page.goto(`/destination/${munich._id}`);
        await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
        const dialog = bookingDialog(page);
        await dialog.getByLabel('Phone').fill(`+49 89 55500${i}`);
        await dialog.getByLabel('Date of your trip', { exact: true }).fill(date);
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await toast(page, `Booking is set, at ${shown(date)}`).waitFor();
      }),
    );

    // When the guard tripped, its log line says how long the loop stalled and its longest task.
    const guardLog = suite
      .serverLog()
      .split('\n')
      .filter((line) => line.includes('Turning new requests away'))
      .join('\n');
    expect(refused, guardLog).toEqual([]);
    for (const [i, journey] of journeys.entries()) {
      if (journey.status === 'rejected') {
        await opened[i]!.page.screenshot({ path: `/tmp/busy-${i}.png` }).catch(() => undefined);
        throw journey.reason;
      }
    }
    // Each booked once, on the day chosen.
    for (const person of people) {
      const token = await signInByApi(suite, person);
      const bookings = await bookingsByApi(suite, { ...person, token });
      expect(bookings.map((b) => b.date)).toEqual([date]);
    }
  }, 600_000);
});
