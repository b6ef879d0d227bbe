import { describe, expect, it } from 'vitest';
import { logIn, newUser, signUpByApi, storedToken, verifiedUser } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { linkInMail, VERIFY_SUBJECT } from './support/mail';
import { sendContactMessage, unreadMessages } from './support/messages';
import { toast, unexpectedProblems } from './support/pages';
import { shared } from './support/shared';

/*
 * Registration with e-mail verification, the "not verified" card and its resend button, and the
 * admin menu for ADMIN_EMAILS: the built server, a real SMTP sink and Chromium.
 */
const suite = e2eSuite();
// On the shared server's ADMIN_EMAILS, and signed up by this file alone.
const ADMIN = { ...newUser('admin', 'Ada Admin'), email: shared().listedAdminEmail };

describe('register', () => {
  it("checks the form's messages and keeps Sign Up disabled until the terms are accepted", async () => {
    const { page, problems } = await suite.open();
    await page.goto('/Register');
    await page.getByRole('heading', { name: 'SIGN UP' }).waitFor();
    expect(await page.title()).toBe('Register | Travel Guide DE');

    const submit = page.getByRole('button', { name: 'Sign Up' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('I accept the terms and conditions').check();
    expect(await submit.isEnabled()).toBe(true);

    await submit.click();
    await page.getByText('Name is Required').waitFor();
    await page.getByText('Email is Required').waitFor();
    await page.getByText('Password is Required').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').fill('Al');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password').fill('12345');
    await page.getByText('Name should be atleast 3 character long').waitFor();
    await page.getByText('Provide a valid Email').waitFor();
    await page.getByText('Must be 6 character or longer').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('says when the address is already in use', async () => {
    const taken = newUser();
    await signUpByApi(suite, taken);
    const { page, problems } = await suite.open();
    await page.goto('/register');
    await page.getByLabel('Name').fill('Second Person');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill('another-secret');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('An account with this e-mail address already exists').waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedProblems(problems, [422])).toEqual([]);
  });

  it('signs up, asks to verify, resends the mail, and opens the gallery once the link is opened', async () => {
    const user = newUser();
    const { page, problems } = await suite.open();
    await page.goto('/register');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // Signed in, on the dashboard, which asks for the verification first.
    await page.waitForURL('**/dashboard');
    expect(await storedToken(page)).toMatch(/.{20,}/);
    await page.getByRole('heading', { name: 'Your Email is not verified!!' }).waitFor();
    await page.getByText('Please Verify your email address').waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().waitFor();
    await linkInMail(suite.mail(), user.email, VERIFY_SUBJECT, '/verify-email', 1);

    // The gallery needs a verified address too.
    await page.getByRole('link', { name: 'Gallery', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Your Email is not verified!!' }).waitFor();

    await page.getByRole('button', { name: 'Send Verification Email Again' }).click();
    await toast(page, 'Sent email').waitFor();
    const link = await linkInMail(suite.mail(), user.email, VERIFY_SUBJECT, '/verify-email', 2);
    expect((await suite.mail().inbox(user.email)).filter((m) => VERIFY_SUBJECT.test(m.subject))).toHaveLength(
      2,
    );

    await page.goto(link);
    await page.getByText('Your e-mail address is verified').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();

    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Your Email is not verified!!' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('explains an invalid verification link', async () => {
    const { page } = await suite.open();
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByText('This verification link is not valid').waitFor();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  });
});

describe('admins (ADMIN_EMAILS)', () => {
  it('see the admin entries once their address is verified, with the unread messages counted', async () => {
    const admin = await verifiedUser(suite, ADMIN);
    // Two visitors write in from the home page's contact form, to an inbox other tests share.
    const unread = await unreadMessages(suite, admin.token);
    for (const subject of ['Group tours?', 'Wheelchair access']) {
      await sendContactMessage(suite, { senderEmail: 'visitor@example.com', subject, body: 'Hello!' });
    }
    const { page } = await suite.open();
    await logIn(page, ADMIN, { from: '/login?redirect=%2Fdashboard' });
    await page.waitForURL('**/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    for (const entry of ['My Profile', 'My Bookings', 'Add Image', 'Add Review']) {
      await menu.getByRole('link', { name: entry }).waitFor();
    }
    for (const entry of ['Users', 'Add New Destinations', 'Manage Destinations', 'Notifications']) {
      await menu.getByRole('link', { name: entry }).waitFor();
    }
    const badge = menu.getByRole('link', { name: 'Notifications' }).getByLabel(`${unread + 2} unread`);
    await badge.waitFor();
    // In red: daisyUI's error colour.
    expect(await badge.getAttribute('class')).toContain('badge-error');
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/dashboard/users');
    await page.getByRole('heading', { name: 'All Users' }).waitFor();
  });

  it('a non-admin on an admin page is signed out and sent to /login', async () => {
    const user = await verifiedUser(suite);
    const { page } = await suite.open();
    await logIn(page, user);
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await page.goto('/dashboard');
    await menu.getByRole('link', { name: 'My Profile' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Users' }).count()).toBe(0);

    await page.goto('/dashboard/users');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fusers$/);
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});
