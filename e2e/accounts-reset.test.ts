import { describe, expect, it } from 'vitest';
import { logIn, newUser, profileStatus, storedToken, verifiedUser } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { linkInMail, RESET_SUBJECT } from './support/mail';
import { toast, unexpectedProblems } from './support/pages';

/* A forgotten password, from the request on /resetPassword to signing in with the new one. */
const suite = e2eSuite();

describe('password reset', () => {
  it('asks for an address, refuses an invalid one, and never says whether an account exists', async () => {
    const { page, problems } = await suite.open();
    await page.goto('/resetPassword');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.title()).toBe('Password Reset | Travel Guide DE');
    const submit = page.getByRole('button', { name: 'Reset Password' });

    await submit.click();
    await toast(page, 'please enter your email address').waitFor();

    await page.getByLabel('Email').fill('someone@invalid');
    await submit.click();
    await page.getByText('Provide a valid Email').waitFor();

    const stranger = newUser('nobody');
    await page.getByLabel('Email').fill(stranger.email);
    await submit.click();
    await toast(page, 'Sent email').waitFor();
    await page.waitForURL('**/login');
    expect((await suite.mail().inbox(stranger.email)).filter((m) => RESET_SUBJECT.test(m.subject))).toEqual(
      [],
    );
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('sets a new password from the mailed link and ends the other sessions', async () => {
    const user = await verifiedUser(suite);
    // Signed in elsewhere: that session must end with the reset.
    const elsewhere = await suite.open();
    await logIn(elsewhere.page, user, { remember: true });
    const otherToken = (await storedToken(elsewhere.page))!;

    const { page, problems } = await suite.open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/resetPassword');
    // The address changes before the page's code has loaded, and until then the login form (with
    // its own Email field) is still on screen: wait for the reset form itself.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Sent email').waitFor();
    await page.waitForURL('**/login');

    const link = await linkInMail(suite.mail(), user.email, RESET_SUBJECT, '/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const save = page.getByRole('button', { name: 'Save new password' });
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await save.click();
    await page.getByText('Must be 6 character or longer').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secreT');
    await save.click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await save.click();
    await toast(page, 'Your password has been changed').waitFor();
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Wrong email or password.').waitFor();
    await logIn(page, { ...user, password: 'brand-new-secret' });

    // The other browser's session is over: its token is refused, and a reload shows it signed out.
    expect(await profileStatus(suite, user.email, otherToken)).toBe(401);
    await elsewhere.page.reload();
    await elsewhere.page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await storedToken(elsewhere.page)).toBeNull();
    expect(unexpectedProblems(problems, [401])).toEqual([]);

    // A reset link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-secret');
    await page.getByLabel('Confirm new password').fill('third-secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This password reset link is invalid or has already been used').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });

  it('explains a link without its code', async () => {
    const { page } = await suite.open();
    await page.goto('/reset-password');
    await page.getByText('this address has no reset code in it').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/resetPassword');
  });
});
