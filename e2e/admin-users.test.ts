import { userAdminMessages } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn, storedToken, verifiedUser } from './support/accounts';
import { adminUser } from './support/admins';
import { e2eSuite } from './support/fixtures';
import { horizontalOverflow, toast, unexpectedProblems } from './support/pages';

/*
 * /dashboard/users: every user, searchable and paged; Make Admin, Remove admin, Block and Unblock,
 * each with its confirmation; a blocked traveller is signed out and cannot sign in until unblocked.
 */
const suite = e2eSuite();

describe('users', () => {
  it('finds a traveller, cancels and then confirms Make Admin', async () => {
    const admin = await adminUser(suite);
    const traveller = await verifiedUser(suite, 'Tobias Promoted');
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fusers' });
    await page.getByRole('heading', { name: 'All Users' }).waitFor();
    expect(await page.title()).toBe('Users | Travel Guide DE');
    // The admin's own row already says Admin (found by address: the list is shared with other
    // files' users, oldest first).
    await page.getByLabel('Search by name or e-mail').fill(admin.email);
    const own = page.getByRole('row').filter({ hasText: admin.email });
    await own.getByText('Admin', { exact: true }).waitFor();

    await page.getByLabel('Search by name or e-mail').fill(traveller.email.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: 'Tobias Promoted' });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and this user
    await row.getByText('Verified').filter({ visible: true }).waitFor();
    // Joined today, written as 'PP' (Nov 22, 2026).
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await row.getByText(today).filter({ visible: true }).waitFor();

    const makeAdmin = row.getByRole('button', { name: /Make Admin/ });
    await makeAdmin.click();
    const dialog = page.getByRole('dialog', { name: 'Make this user an admin?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await makeAdmin.isVisible()).toBe(true);
    // Focus is back on the button that opened the dialog.
    expect(await makeAdmin.evaluate((el) => el === document.activeElement)).toBe(true);

    await makeAdmin.click();
    await dialog.getByRole('button', { name: 'Make Admin' }).click();
    await toast(page, 'Successfully made an admin').waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Make Admin/ }).count()).toBe(0);

    // A search that matches nobody says so.
    await page.getByLabel('Search by name or e-mail').fill('nobody-at-all-zz');
    await page.getByText('No user matches that search').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('removes the admin role after a confirmation', async () => {
    const admin = await adminUser(suite);
    const other = await adminUser(suite, 'Rita Removed');
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fusers' });
    await page.getByLabel('Search by name or e-mail').fill(other.email);
    const row = page.getByRole('row').filter({ hasText: other.email });
    await row.getByText('Admin', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Remove admin/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the admin role?' });
    await dialog.getByText(other.email).waitFor();
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await toast(page, 'Rita Removed is no longer an admin').waitFor();
    await row.getByRole('button', { name: /^Make Admin/ }).waitFor();
    expect(await row.getByText('Admin', { exact: true }).count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('blocks a traveller, who is signed out and cannot sign in, then unblocks them', async () => {
    const admin = await adminUser(suite);
    const traveller = await verifiedUser(suite, 'Bernd Blocked');
    // The traveller is signed in elsewhere, in a browser of their own.
    const travellerSide = await suite.openSignedIn(traveller);
    await travellerSide.page.goto('/dashboard/booking');
    await travellerSide.page.getByRole('heading', { name: 'My Bookings' }).waitFor();

    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fusers' });
    await page.getByLabel('Search by name or e-mail').fill(traveller.email);
    const row = page.getByRole('row').filter({ hasText: traveller.email });
    await row.getByRole('button', { name: /^Block/ }).click();
    const block = page.getByRole('dialog', { name: 'Block this user?' });
    await block.getByText(traveller.email).waitFor();
    await block.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, 'Bernd Blocked is blocked').waitFor();
    await row.getByText('Blocked', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Unblock/ }).waitFor();

    // Their next page load ends at /login, and signing in says why it fails.
    await travellerSide.page.reload();
    await travellerSide.page.waitForURL((url) => url.pathname === '/login');
    await travellerSide.page.getByLabel('Email').fill(traveller.email);
    await travellerSide.page.getByLabel('Password').fill(traveller.password);
    await travellerSide.page.getByRole('button', { name: 'Login', exact: true }).click();
    await travellerSide.page.getByText(userAdminMessages.blocked).first().waitFor();
    expect(await storedToken(travellerSide.page)).toBeNull();

    await row.getByRole('button', { name: /^Unblock/ }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock this user?' });
    await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await toast(page, 'Bernd Blocked can sign in again').waitFor();
    await row.getByRole('button', { name: /^Block/ }).waitFor();
    expect(await row.getByText('Blocked', { exact: true }).count()).toBe(0);

    await logIn(travellerSide.page, traveller);
    expect(await storedToken(travellerSide.page)).not.toBeNull();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('sends a non-admin who opens an admin page to /login, signed out', async () => {
    const traveller = await verifiedUser(suite);
    const { page } = await suite.open();
    await logIn(page, traveller);
    await page.goto('/dashboard/users');
    await page.waitForURL(/\/login/);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.getByRole('heading', { name: 'All Users' }).count()).toBe(0);
  });
});

describe('on a 375 px phone', () => {
  it('shows the users table, Make Admin in reach, without widening the page', async () => {
    const admin = await adminUser(suite);
    const traveller = await verifiedUser(suite, 'Petra Phone');
    const { page, problems } = await suite.open(phone);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Fusers' });
    await page.getByRole('heading', { name: 'All Users' }).waitFor();
    // The first page of users (the row after the header), whoever they are on this shared server.
    await page.getByRole('row').nth(1).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The button sits on the screen, not behind a sideways scroll of the table.
    await page.getByLabel('Search by name or e-mail').fill(traveller.email);
    const button = page
      .getByRole('row')
      .filter({ hasText: 'Petra Phone' })
      .getByRole('button', { name: /Make Admin/ });
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
