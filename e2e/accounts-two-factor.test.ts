import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newUser, storedToken, verifiedUser, type NewUser, type Site } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { toast, unexpectedProblems } from './support/pages';
import { freePort } from './support/server';

/*
 * Stronger sign-in: two-factor sign-in with an authenticator app (the codes computed here as the
 * app would), passkeys through Chromium's virtual authenticator, and an admin whom
 * ADMIN_TWO_FACTOR=required leads to the set-up. A passkey belongs to a host name, never to an IP
 * address, so this file's own server is opened at localhost (its PUBLIC_URL) rather than 127.0.0.1.
 */

const admin = newUser('two-factor-admin', 'Ada Admin');

const suite = e2eSuite({
  server: {
    env: { ADMIN_TWO_FACTOR: 'required', ADMIN_EMAILS: admin.email },
    start: async () => {
      const port = await freePort();
      return { port, env: { PUBLIC_URL: `http://localhost:${port}` } };
    },
  },
});

/** The server under the name it knows itself by. */
const url = () => suite.server().url.replace('127.0.0.1', 'localhost');
const site: Site = { server: () => ({ url: url() }), mail: () => suite.mail() };

/** The code an authenticator app with this secret shows now. */
function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function logInWithPassword(page: Page, user: NewUser): Promise<void> {
  await page.goto(`${url()}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function waitSignedIn(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await toast(page, 'You are logged out.').waitFor();
}

/** Turns two-factor on from the profile page (already open); answers the secret shown for typing in. */
async function setUpAuthenticator(
  page: Page,
  password: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const section = page.locator('#two-factor');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel('Code from the app').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await section.getByText('Two-factor sign-in is on.').waitFor();
  const backupCodes = await section.getByTestId('backup-codes').getByRole('listitem').allInnerTexts();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();
  return { secret, backupCodes };
}

describe('two-factor sign-in with an authenticator app', () => {
  it('is set up on the profile page, then sign-in asks for the code', async () => {
    const user = await verifiedUser(site);
    const { page, problems } = await suite.open();
    await logInWithPassword(page, user);
    await waitSignedIn(page);
    await page.goto(`${url()}/dashboard`);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();

    // A wrong password is said under the field.
    const section = page.locator('#two-factor');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Your password').fill('not-my-password');
    await section.getByRole('button', { name: 'Continue' }).click();
    await section.getByText('That is not your password.').waitFor();
    await section.getByRole('button', { name: 'Cancel' }).click();

    const { secret, backupCodes } = await setUpAuthenticator(page, user.password);
    // The session was renewed by the set-up; the page carries on with the new token.
    await page.reload();
    await page.locator('#two-factor').getByText('On', { exact: true }).waitFor();
    await logOut(page);

    await logInWithPassword(page, user);
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right. Check your authenticator app and try again.').waitFor();
    await page.getByLabel('Code from the app').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await logOut(page);

    // A backup code instead, once.
    await logInWithPassword(page, user);
    await page.getByRole('button', { name: 'Use a backup code' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitSignedIn(page);
    expect(unexpectedProblems(problems, [400, 401])).toEqual([]);
  });
});

describe('passkeys', () => {
  it('adds a passkey on the profile page and signs in with it', async () => {
    const user = await verifiedUser(site);
    const { page, problems } = await suite.open();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await logInWithPassword(page, user);
    await waitSignedIn(page);
    await page.goto(`${url()}/dashboard`);
    await page.getByText('You have no passkeys yet.').waitFor();
    await page.getByLabel('Name of the new passkey').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await toast(page, 'The passkey is added.').waitFor();
    await page.getByTestId('passkey-list').getByText('Test laptop').waitFor();
    await logOut(page);

    await page.goto(`${url()}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await waitSignedIn(page);

    // Removed again from the profile page.
    await page.goto(`${url()}/dashboard`);
    await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
    await toast(page, 'The passkey is removed.').waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('ADMIN_TWO_FACTOR=required', () => {
  it('leads an admin without two-factor to its set-up, still signed in, and then lets them in', async () => {
    await verifiedUser(site, admin);
    const { page, problems } = await suite.open();
    await logInWithPassword(page, admin);
    await waitSignedIn(page);

    await page.goto(`${url()}/dashboard/users`);
    await page.waitForURL((address) => address.pathname === '/dashboard' && address.hash === '#two-factor');
    await page
      .getByRole('alert')
      .getByText(
        'Administrators must turn on two-factor sign-in first: open your profile and set up an authenticator app.',
      )
      .waitFor();
    expect(await storedToken(page)).not.toBeNull();

    await setUpAuthenticator(page, admin.password);
    await page.goto(`${url()}/dashboard/users`);
    await page.getByRole('heading', { name: 'All Users' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/users');
    expect(unexpectedProblems(problems, [403])).toEqual([]);
  });
});
