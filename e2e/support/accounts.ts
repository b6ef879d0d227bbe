import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { answer, call, callFor } from './api';
import { linkInMail, VERIFY_SUBJECT, type MailBox } from './mail';

/*
 * Accounts, made through the API as the register and verification pages would make them: for
 * tests about something else. Free of vitest, so that global-setup.ts can make its admin with it.
 */

/** Where accounts live: a server and the sink that catches its mail. */
export interface Site {
  server(): { url: string };
  mail(): MailBox;
}

/** Someone who has not registered yet. */
export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/** A registered account with a session of its own (the bearer token). */
export interface Account extends NewUser {
  token: string;
}

/** A user nobody has registered yet on any server of this run (the address is new every call). */
export function newUser(prefix = 'traveller', name = 'Tina Traveller'): NewUser {
  return { name, email: `${prefix}.${randomUUID().slice(0, 13)}@example.com`, password: 'secret-pass-1' };
}

/** Registers through the API, as the register page does; answers the new session's token. */
export async function signUpByApi(site: Site, user: NewUser): Promise<string> {
  const body = { name: user.name, email: user.email, password: user.password };
  const res = await call(site.server().url, 'POST', '/api/auth/sign-up/email', { body });
  return (await answer<{ token: string }>(res, 200, 'sign-up')).token;
}

/** Opens the verification link of the first verification mail, as the /verify-email page does. */
async function verifyByApi(site: Site, email: string): Promise<void> {
  const link = new URL(await linkInMail(site.mail(), email, VERIFY_SUBJECT, '/verify-email'));
  await answer(await fetch(`${site.server().url}/api/auth/verify-email${link.search}`), 200, 'verification');
}

/** Signs in through the API: a new session's token. */
export async function signInByApi(site: Site, user: NewUser): Promise<string> {
  const body = { email: user.email, password: user.password };
  return (
    await callFor<{ token: string }>(site.server().url, 'POST', '/api/auth/sign-in/email', 200, { body })
  ).token;
}

/**
 * A registered account whose address is verified through the link in its mail, signed in: give a
 * name, or the whole user (a fixed address, say); by default a new traveller.
 */
export async function verifiedUser(site: Site, who: string | NewUser = newUser()): Promise<Account> {
  const user = typeof who === 'string' ? newUser('traveller', who) : who;
  await signUpByApi(site, user);
  await verifyByApi(site, user.email);
  return { ...user, token: await signInByApi(site, user) };
}

/** GET /api/user/{email} with a bearer token: the status tells whether the token still counts. */
export async function profileStatus(site: Site, email: string, token: string): Promise<number> {
  const res = await call(site.server().url, 'GET', `/api/user/${encodeURIComponent(email)}`, { token });
  return res.status;
}

/** The session token the page keeps, or null when it is signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('accessToken'));
}

/** Fills the login form as a person would, and waits until the page has moved on, signed in. */
export async function logIn(
  page: Page,
  user: NewUser,
  options: { remember?: boolean; from?: string } = {},
): Promise<void> {
  await page.goto(options.from ?? '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}
