import { afterAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type LocalOidcProvider } from '../apps/server/test/support/oidc-provider';
import { newUser, profileStatus, signUpByApi, storedToken } from './support/accounts';
import { e2eSuite } from './support/fixtures';
import { unexpectedProblems } from './support/pages';
import { freePort } from './support/server';

/*
 * 'GOOGLE SIGN IN' through a real OpenID Connect provider on loopback (the one the API tests use),
 * standing in for accounts.google.com: the browser goes there, signs in and comes back.
 */
let provider: LocalOidcProvider | undefined;

// A server of its own, with Google's settings pointing at the provider.
const suite = e2eSuite({
  server: {
    // The provider must know our callback address before the server starts, so the port comes first.
    start: async () => {
      const port = await freePort();
      provider = await startOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
      return {
        port,
        env: {
          GOOGLE_ISSUER: provider.issuer,
          GOOGLE_CLIENT_ID: provider.clientId,
          GOOGLE_CLIENT_SECRET: provider.clientSecret,
        },
      };
    },
  },
});
afterAll(async () => {
  await provider?.close();
});

function oidc(): LocalOidcProvider {
  if (!provider) throw new Error('the OpenID provider has not started');
  return provider;
}

describe('Google sign-in', () => {
  it('signs in with Google, stores the token and returns to the page the user wanted', async () => {
    const email = newUser('gina').email;
    oidc().signInAs({ sub: `google-${email}`, email, emailVerified: true, name: 'Gina Globetrotter' });
    const { page, problems } = await suite.open();
    await page.goto('/dashboard/profileUpdate');
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('button', { name: 'GOOGLE SIGN IN' }).click();

    await page.waitForURL(/\/dashboard\/profileUpdate$/);
    await page.getByRole('heading', { name: 'Update Your Profile' }).waitFor();
    const token = await storedToken(page);
    expect(token).toMatch(/.{20,}/);
    expect(await profileStatus(suite, email, token!)).toBe(200);
    // Google addresses arrive verified: no "not verified" card.
    expect(await page.getByRole('heading', { name: 'Your Email is not verified!!' }).count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('signs up with Google from the register page and lands on the dashboard', async () => {
    const email = newUser('gustav').email;
    oidc().signInAs({ sub: `google-${email}`, email, emailVerified: true, name: 'Gustav Google' });
    const { page } = await suite.open();
    await page.goto('/register');
    await page.getByRole('button', { name: 'GOOGLE SIGN IN' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText('Gustav Google').first().waitFor();
  });

  it('explains an address that belongs to an unverified password account', async () => {
    const user = newUser('pat');
    await signUpByApi(suite, user);
    oidc().signInAs({ sub: `google-${user.email}`, email: user.email, emailVerified: true, name: user.name });
    const { page } = await suite.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'GOOGLE SIGN IN' }).click();
    await page.waitForURL(/\/login\?.*error=/);
    await page.getByText('An account with this e-mail already exists with another sign-in method').waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});
