import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, profileStatus, storedToken, verifiedUser } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { toast, unexpectedProblems } from './support/pages';

/*
 * Sign-in, the way back to where the visitor was going, "Remember me" across a browser restart,
 * and sign-out. The shared server has no Google keys, so the Google button explains that.
 */
const suite = e2eSuite();

describe('login form', () => {
  it("checks the form's messages and explains wrong credentials", async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open();
    await page.goto('/Login');
    await page.getByRole('heading', { name: 'SIGN IN' }).waitFor();
    expect(await page.title()).toBe('Login | Travel Guide DE');
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).waitFor();

    const submit = page.getByRole('button', { name: 'Login', exact: true });
    await submit.click();
    await page.getByText('Email is Required').waitFor();
    await page.getByText('Password is Required').waitFor();
    await page.getByLabel('Email').fill('nobody@');
    await page.getByLabel('Password').fill('123');
    await page.getByText('Provide a valid Email').waitFor();
    await page.getByText('Must be 6 character or longer').waitFor();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password');
    await submit.click();
    await page.getByRole('alert').getByText('Wrong email or password.').waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(unexpectedProblems(problems, [401])).toEqual([]);
  });

  it('explains a server it cannot reach', async () => {
    const user = await verifiedUser(suite);
    const { page } = await suite.open();
    await page.goto('/login');
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Cannot reach the server. Check your connection and try again.').waitFor();
  });

  it('says that Google sign-in is not configured, and stays on the page', async () => {
    const { page } = await suite.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'GOOGLE SIGN IN' }).click();
    await page.getByText('Google sign-in is not configured on this server').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('signing in and out', () => {
  it('sends a visitor from a protected page to /login and back after signing in', async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await page.title()).toBe('Dashboard | Travel Guide DE');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('Logout revokes the token on the server and clears localStorage.accessToken', async () => {
    const user = await verifiedUser(suite);
    const { page } = await suite.open();
    await logIn(page, user);
    const token = (await storedToken(page))!;
    expect(await profileStatus(suite, user.email, token)).toBe(200);

    await page.goto('/dashboard');
    // As a person would: the dashboard is drawn before Logout is pressed, so that the way to the
    // start page does not overlap the dashboard's own loading on a busy machine.
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await toast(page, 'You are logged out.').waitFor();
    expect(await profileStatus(suite, user.email, token)).toBe(401);
  });

  it('a refused token signs the user out, forgets it and goes to the start page', async () => {
    const user = await verifiedUser(suite);
    const { page } = await suite.open();
    await logIn(page, user);
    const token = (await storedToken(page))!;
    // The session ends elsewhere (another device signs it out).
    await fetch(`${suite.server().url}/api/auth/sign-out`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        origin: suite.server().url,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    // Still signed in as far as this page knows; its next protected call is refused.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});

describe('remember me', () => {
  /** A browser restart: session cookies are gone, persistent cookies and localStorage stay. */
  async function restartedBrowserState(context: BrowserContext) {
    const state = await context.storageState();
    return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) };
  }

  it('with it, the login survives a browser restart', async () => {
    const user = await verifiedUser(suite);
    const first = await suite.open();
    await logIn(first.page, user, { remember: true });
    const token = await storedToken(first.page);
    const storageState = await restartedBrowserState(first.context);
    await first.context.close();

    const { page } = await suite.open(undefined, { storageState });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await storedToken(page)).toBe(token);
  });

  it('without it, the login lasts as long as the browser session, in every tab, and ends with it', async () => {
    const user = await verifiedUser(suite);
    const first = await suite.open();
    await logIn(first.page, user);
    const token = (await storedToken(first.page))!;

    // A second tab of the same browser session (a typed address, a link from a mail) stays signed in.
    const secondTab = await first.context.newPage();
    await secondTab.goto('/dashboard');
    await secondTab.getByRole('heading', { name: 'My Profile' }).waitFor();
    await secondTab.close();

    // Closing the tab that signed in and opening the site in a new one: still the same browser session.
    await first.page.close();
    const thirdTab = await first.context.newPage();
    await thirdTab.goto('/dashboard');
    await thirdTab.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await storedToken(thirdTab)).toBe(token);

    const storageState = await restartedBrowserState(first.context);
    await first.context.close();
    expect(storageState.origins[0]?.localStorage.some((item) => item.value === token)).toBe(true);

    const { page } = await suite.open(undefined, { storageState });
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await expect.poll(() => storedToken(page)).toBeNull();
    // Signed out on the server as well.
    await expect.poll(() => profileStatus(suite, user.email, token)).toBe(401);
  });
});
