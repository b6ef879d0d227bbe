import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, phone } from './support/browser';
import { e2eSuite } from './support/fixtures';
import {
  expectBelowNavbar,
  expectNoProblems,
  expectTopRight,
  isInViewport,
  poll,
  settledBox,
  toast,
} from './support/pages';
import {
  contactForm,
  contactValues,
  expectStored,
  fillContactForm,
  openHome,
  submitContactForm,
} from './support/public-home';

/*
 * The contact form against the server's default rate limit (CONTACT_RATE_LIMIT unset: 5 messages
 * a minute from one address). This file has a server of its own so that no other test's messages
 * count towards the limit; the tests run in order, the desktop one first on a fresh counter.
 */
const suite = e2eSuite({ server: {} });

// The browser's own console line for the refused request, which the test provokes on purpose.
const REFUSED = [/status of 429/];
const FAILED = /^\s*Failed to send email/;

async function sendOne(page: Page, n: number) {
  const values = {
    email: `limit${n}@example.com`,
    subject: `Message ${n}`,
    message: `Number ${n} this minute.`,
  };
  await fillContactForm(page, values);
  const response = await submitContactForm(page);
  return { response, values };
}

describe('contact rate limit', () => {
  it('stores 5 messages a minute and refuses the 6th with a "Failed to send email" toast (desktop)', async () => {
    const { page, problems } = await suite.open(desktop);
    await openHome(page);
    await contactForm(page).email.scrollIntoViewIfNeeded();

    for (let n = 1; n <= 5; n += 1) {
      const { response } = await sendOne(page, n);
      await expectStored(response);
      await poll(() => contactValues(page), `message ${n} resets the form`).toEqual(['', '', '']);
    }
    expect(await toast(page, 'Email send Successfully').count()).toBeGreaterThanOrEqual(1);

    const { response, values } = await sendOne(page, 6);
    expect(response.status()).toBe(429);
    const refusal = toast(page, FAILED);
    await refusal.waitFor();
    expect(await refusal.count()).toBe(1);
    await expectTopRight(page, refusal);
    // The visitor keeps what they wrote, to send it again later.
    expect(await contactValues(page)).toEqual([values.email, values.subject, values.message]);
    expect(await contactForm(page).submit.isEnabled()).toBe(true);
    expectNoProblems(problems, REFUSED);
  });

  it('keeps refusing within the minute, with the error toast on a 375 px screen', async () => {
    const { page, problems } = await suite.open(phone);
    await openHome(page);
    await contactForm(page).email.scrollIntoViewIfNeeded();

    // Run after the desktop test, the first message is refused; run alone, the 6th is.
    let accepted = 0;
    let status = 0;
    for (let n = 1; n <= 6 && status !== 429; n += 1) {
      const { response } = await sendOne(page, 100 + n);
      status = response.status();
      if (status === 201) accepted += 1;
    }
    expect(status).toBe(429);
    expect(accepted).toBeLessThanOrEqual(5);
    const refusal = toast(page, FAILED);
    await refusal.waitFor();
    const box = await settledBox(refusal);
    await expectBelowNavbar(page, box, 'the toast is at the top, below the navbar');
    expect(await isInViewport(page, refusal), 'the toast is on the screen').toBe(true);
    expectNoProblems(problems, REFUSED);
  });
});
