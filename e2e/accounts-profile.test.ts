import type { DataExport } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn, profileStatus, verifiedUser } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { toast, unexpectedProblems } from './support/pages';

/* The dashboard's profile card and its update form, on a desktop and on a 375 px phone. */
const suite = e2eSuite();

describe('profile', () => {
  it("shows 'Not Specified', checks every field, saves, and then locks the saved values", async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, user, { from: '/login?redirect=%2Fdashboard' });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText('Not Specified').first().waitFor();
    expect(await page.getByText('Not Specified').count()).toBe(3);

    await page.getByRole('link', { name: 'Update Your Profile' }).click();
    await page.waitForURL('**/dashboard/profileUpdate');
    const submit = page.getByRole('button', { name: 'Update Profile' });
    // Nothing saved yet: every field is open and the form can be sent.
    expect(await submit.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);

    await submit.click();
    await page.getByText('Phone number is Required').waitFor();
    expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Phone number').fill('0151123');
    await page.getByText('Must be 11 character or longer').waitFor();
    await page.getByLabel('Phone number').fill('+49151123456789');
    await page.getByText('Invalid Phone Number').waitFor();
    await page.getByLabel('Phone number').fill('+4915112345678');
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await submit.click();
    await page.getByText('Date of birth cannot be in the future').waitFor();

    await page.getByLabel('Date of birth').fill('1990-12-24');
    await page.getByLabel('Gender').selectOption('female');
    await submit.click();
    await toast(page, 'Profile Successfully').waitFor();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Dec 24, 1990').waitFor();
    await page.getByText('Female').waitFor();
    await page.getByText('+4915112345678').waitFor();
    expect(await page.getByText('Not Specified').count()).toBe(0);

    // Saved values are read-only until Edit; the form waits for an edit.
    await page.getByRole('link', { name: 'Update Your Profile' }).click();
    await page.getByLabel('Phone number').waitFor();
    expect(await page.getByLabel('Phone number').isDisabled()).toBe(true);
    expect(await page.getByLabel('Gender').isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit phone number' }).click();
    const phoneField = page.getByLabel('Phone number');
    expect(await phoneField.isEnabled()).toBe(true);
    expect(await phoneField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await submit.isEnabled()).toBe(true);
    await phoneField.fill('01511234567');
    await submit.click();
    await toast(page, 'Profile Successfully').waitFor();
    await page.getByText('01511234567').waitFor();
    await page.getByText('Dec 24, 1990').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('your account', () => {
  it('lists the signed-in devices, signs the others out, and downloads my data', async () => {
    // Signed in through the API: another device.
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, user, { from: '/login?redirect=%2Fdashboard' });
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
    const signOut = devices.getByRole('button', { name: /^Sign out / });
    await expect.poll(() => signOut.count()).toBeGreaterThan(0);
    while ((await signOut.count()) > 0) {
      const before = await signOut.count();
      await signOut.first().click();
      await toast(page, 'The device is signed out.').first().waitFor();
      await expect.poll(() => signOut.count()).toBe(before - 1);
    }
    expect(await profileStatus(suite, user.email, user.token)).toBe(401);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^travel-guide-de-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // The browser runs in another process: the file comes over its connection.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as DataExport;
    expect(data.profile).toMatchObject({ email: user.email });
    expect(data.sessions.map((session) => session.current)).toEqual([true]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('asks for the password in a dialog, then erases the account and signs out', async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, user, { from: '/login?redirect=%2Fdashboard' });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That is not the password of your account.').waitFor();
    expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Your password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Your account is deleted.').waitFor();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await profileStatus(suite, user.email, user.token)).toBe(401);
    expect(unexpectedProblems(problems, [400, 401])).toEqual([]);
  });
});

describe('on a 375 px phone', () => {
  it('opens the dashboard menu as a drawer, follows a link and closes it', async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open(phone);
    await logIn(page, user, { from: '/login?redirect=%2Fdashboard' });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const toggle = page.getByRole('button', { name: 'Dashboard menu', exact: true });
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await menu.getByRole('link', { name: 'Add Review' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL('**/dashboard/booking');
    await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
    await expect.poll(() => menu.isVisible()).toBe(false);

    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
