import type { Page } from 'playwright-core';
import { answer, call } from './api';
import type { Site } from './accounts';

/*
 * Contact messages, which reach the admins' inbox as notifications. Every admin of a server reads
 * the same inbox, so tests on the shared server count unread messages relative to what they found.
 */

/** A visitor's contact message (POST /api/email), as the home page's form sends it: its id. */
export async function sendContactMessage(
  site: Site,
  message: { senderEmail: string; subject: string; body: string },
): Promise<string> {
  const res = await call(site.server().url, 'POST', '/api/email', { body: { ...message, unread: true } });
  return (await answer<{ insertedId: string }>(res, 201, 'the contact message')).insertedId;
}

/** How many messages are unread, as an admin's dashboard counts them (X-Total-Count). */
export async function unreadMessages(site: Site, adminToken: string): Promise<number> {
  const res = await call(site.server().url, 'GET', '/api/notifications?unread=true&limit=1', {
    token: adminToken,
  });
  await answer(res, 200, 'the unread messages');
  return Number(res.headers.get('x-total-count'));
}

/** The dashboard menu's red badge, e.g. "2 unread"; null when there is none. */
async function unreadBadge(page: Page): Promise<string | null> {
  const badge = page.getByRole('navigation', { name: 'Dashboard' }).getByLabel(/unread$/);
  return (await badge.count()) === 0 ? null : badge.getAttribute('aria-label');
}

/** The number on the red badge (0 when there is none). */
export async function badgeCount(page: Page): Promise<number> {
  const label = await unreadBadge(page);
  return label ? Number.parseInt(label, 10) : 0;
}
