import { describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn } from './support/accounts';
import { adminUser } from './support/admins';
import { e2eSuite } from './support/fixtures';
import { decodeQuotedPrintable, linksIn } from './support/mail';
import { badgeCount, sendContactMessage } from './support/messages';
import { horizontalOverflow, toast, unexpectedProblems } from './support/pages';

/*
 * The admins' inbox: the list, the unread toggle, one message (marked read on opening, the red
 * count following at once), Delete with its confirmation, and the mail each admin gets for a new
 * message. The server and its inbox are
 * shared with other files: the tests count relative to what is there.
 */
const suite = e2eSuite();

describe('notifications', () => {
  it('opens a message as text, marks it read, and the unread count goes down at once', async () => {
    const subject = `Trip question ${Date.now()}`;
    await sendContactMessage(suite, {
      senderEmail: 'visitor@example.com',
      subject,
      body: 'Is <b>Berlin</b> nice in winter?\nSecond line.',
    });
    await sendContactMessage(suite, {
      senderEmail: 'other@example.com',
      subject: `Another one ${Date.now()}`,
      body: 'Hello there',
    });
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fnotifications' });
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('Unread').waitFor();
    await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(2);
    const before = await badgeCount(page);

    await row.getByRole('link', { name: subject }).click();
    await page.waitForURL(/\/dashboard\/notification\//);
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText('Email by visitor@example.com').waitFor();
    // The body is text: the tags show as typed, nothing is bold.
    await page.getByText('Is <b>Berlin</b> nice in winter?', { exact: false }).waitFor();
    expect(await page.locator('article b').count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(before - 1);

    await page.getByRole('link', { name: 'Back to Notifications' }).click();
    await page.waitForURL(/\/dashboard\/notifications$/);
    await row.getByText('Read', { exact: true }).waitFor();

    // Only unread ones, and back.
    await page.getByRole('button', { name: 'See Unread Messages' }).click();
    await page.getByRole('button', { name: 'See All Messages' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('button', { name: 'See All Messages' }).click();
    await row.waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("tells each admin of a new message by mail: subject, sender and a link, without the message's words", async () => {
    const admin = await adminUser(suite);
    const subject = `Bikes on the train ${Date.now()}`;
    const body = `Can I take my bike to Rügen? ${Date.now()}`;
    const id = await sendContactMessage(suite, { senderEmail: 'cyclist@example.com', subject, body });

    const alert = await suite.mail().waitForMail(admin.email, /^New message: /);
    expect(alert.subject).toBe(`New message: ${subject}`);
    const text = decodeQuotedPrintable(alert.raw);
    expect(text).toContain('cyclist@example.com');
    expect(text).not.toContain(body);
    const link = linksIn(alert).find((l) => new URL(l).pathname === `/dashboard/notification/${id}`);
    expect(link).toBeDefined();

    // The link opens the message for the signed-in admin.
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: `/login?redirect=${encodeURIComponent(new URL(link ?? '').pathname)}` });
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText(body).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('asks before deleting: Cancel keeps the message, Delete removes it with a toast', async () => {
    const subject = `Please delete ${Date.now()}`;
    await sendContactMessage(suite, { senderEmail: 'spam@example.com', subject, body: 'Buy now' });
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fnotifications' });
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    const before = await badgeCount(page);

    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `Notification: ${subject} is deleted`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    // It was unread: the red count follows.
    await expect.poll(() => badgeCount(page)).toBe(before - 1);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('on a 375 px phone', () => {
  it('lists and opens a message without widening the page', async () => {
    const subject = `Phone message ${Date.now()}`;
    await sendContactMessage(suite, {
      senderEmail: 'a-rather-long-address.for-a-phone@example.com',
      subject,
      body: 'A message read on a phone.',
    });
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open(phone);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fnotifications' });
    await page.getByRole('row').filter({ hasText: subject }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: subject }).click();
    await page.getByText('A message read on a phone.').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
