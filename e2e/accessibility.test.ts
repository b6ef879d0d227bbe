import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoBlockingViolations, settle } from './support/a11y';
import { verifiedUser, type Account } from './support/accounts';
import { adminUser } from './support/admins';
import { bookableDate, bookByApi, DECLINED_CARD, futureExpiry, payByApi } from './support/bookings';
import { desktop, openPage, openSignedInPage, phone, type OpenPage } from './support/browser';
import { catalogue } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { sendContactMessage } from './support/messages';

/*
 * Every page of the site (public, traveller's and admin's), signed out, as a verified traveller and as an admin, at desktop width
 * and on a 375 px phone, scanned with axe (WCAG 2.0/2.1 A and AA): nothing serious or critical.
 * Dialogs, the phone menu and the dashboard drawer are scanned open as well, since what they show
 * is not on the page otherwise. The shared server, and one browser context per role and
 * device; the records the pages show (bookings, a paid one, a contact message) come from the API.
 */
const suite = e2eSuite();

type Role = 'signed out' | 'traveller' | 'admin';

interface Screen {
  name: string;
  path: () => string;
  /** The page's own content, there once its data has loaded. */
  ready: (page: Page) => Locator;
  /** Something to open after loading (a dialog, a menu); answers what shows once it is open. */
  open?: (page: Page) => Promise<Locator>;
  /** Only on this device (the phone menus do not exist on a desktop). */
  only?: 'desktop' | 'phone';
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });
const section = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 2 });

let traveller: Account;
let admin: Account;
let destinationId = '';
let destinationName = '';
let unpaidBookingId = '';
let notificationId = '';

const screens: Record<Role, Screen[]> = {
  'signed out': [
    {
      name: 'home',
      path: () => '/',
      ready: (page) => page.getByRole('link', { name: 'Book now' }),
    },
    {
      name: 'home with the phone menu open',
      path: () => '/',
      ready: heading('Find your next tour'),
      only: 'phone',
      open: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' });
      },
    },
    {
      name: 'destinations',
      path: () => '/destination',
      ready: (page) => page.getByRole('link', { name: 'Book now' }),
    },
    { name: 'reviews', path: () => '/reviews', ready: (page) => page.getByText(/^Showing \d+ of \d+/) },
    { name: 'login', path: () => '/login', ready: heading('SIGN IN') },
    {
      name: 'login with the errors of an empty form',
      path: () => '/login',
      ready: heading('SIGN IN'),
      open: async (page) => {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        return page.locator('[aria-invalid="true"]');
      },
    },
    { name: 'register', path: () => '/register', ready: heading('SIGN UP') },
    { name: 'password reset', path: () => '/resetPassword', ready: heading('Reset your password') },
    { name: 'not found', path: () => '/no-such-page', ready: heading('This page took a wrong turn') },
    // The legal pages: ready once their text (from GET /api/site-info) is there.
    { name: 'imprint', path: () => '/imprint', ready: section('Provider') },
    { name: 'privacy notice', path: () => '/privacy', ready: section('Cookies and storage in your browser') },
    { name: 'booking terms', path: () => '/terms', ready: section('No right of withdrawal') },
  ],
  traveller: [
    {
      name: 'destination',
      path: () => `/destination/${destinationId}`,
      ready: (page) => page.getByRole('heading', { name: `Explore More About ${destinationName}` }),
    },
    {
      name: 'destination with the booking dialog open',
      path: () => `/destination/${destinationId}`,
      ready: (page) => page.getByRole('button', { name: 'CONFIRM BOOKING' }),
      open: async (page) => {
        await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
        return page.getByRole('dialog', { name: `Book ${destinationName}` }).getByLabel('Phone');
      },
    },
    { name: 'gallery', path: () => '/gallery', ready: (page) => page.getByText(/^Showing \d+ of \d+/) },
    {
      name: 'gallery with a photo open',
      path: () => '/gallery',
      ready: (page) => page.getByRole('button', { name: /^Open photo of / }),
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Open photo of / })
          .first()
          .click();
        return page.getByRole('dialog').getByRole('button', { name: 'Close' });
      },
    },
    { name: 'profile', path: () => '/dashboard', ready: (page) => page.getByText('Update Your Profile') },
    {
      name: 'dashboard with the phone drawer open',
      path: () => '/dashboard',
      ready: heading('My Profile'),
      only: 'phone',
      open: async (page) => {
        await page.getByRole('button', { name: 'Dashboard menu' }).click();
        return page.getByRole('button', { name: 'Close dashboard menu' });
      },
    },
    {
      name: 'profile update',
      path: () => '/dashboard/profileUpdate',
      ready: (page) => page.getByRole('button', { name: 'Update Profile' }),
    },
    {
      name: 'my bookings',
      path: () => '/dashboard/booking',
      ready: (page) => page.getByText('Transaction id'),
    },
    {
      name: 'my bookings with the delete confirmation open',
      path: () => '/dashboard/booking',
      ready: (page) => page.getByRole('button', { name: /^Delete / }),
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Delete / })
          .filter({ visible: true })
          .and(page.locator(':enabled'))
          .first()
          .click();
        return page.getByRole('dialog').getByRole('button').last();
      },
    },
    {
      name: 'payment',
      path: () => `/dashboard/payment/${unpaidBookingId}`,
      ready: (page) => page.getByLabel('Card number'),
    },
    {
      name: 'payment refused for a declined card',
      path: () => `/dashboard/payment/${unpaidBookingId}`,
      ready: (page) => page.getByLabel('Card number'),
      open: async (page) => {
        await page.getByLabel('Card number').fill(DECLINED_CARD);
        await page.getByLabel(/^Expiry/).fill(futureExpiry());
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        return page.getByText('Your card was declined.').first();
      },
    },
    { name: 'add image', path: () => '/dashboard/addImage', ready: heading('Upload New Image') },
    { name: 'add review', path: () => '/dashboard/addReview', ready: heading('Please Give us a Review') },
  ],
  admin: [
    {
      name: 'users',
      path: () => '/dashboard/users',
      ready: (page) => page.getByText('Admin', { exact: true }),
    },
    {
      name: 'add destination',
      path: () => '/dashboard/addDestination',
      ready: heading('Add New Destinations'),
    },
    {
      name: 'manage destinations',
      path: () => '/dashboard/manageDestinations',
      ready: heading(/^Total Destinations: \d+/),
    },
    {
      name: 'edit destination',
      path: () => `/dashboard/editDestination/${destinationId}`,
      ready: (page) => page.getByLabel('Destination Name', { exact: true }),
    },
    {
      name: 'notifications',
      path: () => '/dashboard/notifications',
      ready: (page) => page.getByText('Trip advice, please'),
    },
    {
      name: 'notification',
      path: () => `/dashboard/notification/${notificationId}`,
      ready: heading('Trip advice, please'),
    },
    {
      name: 'all bookings',
      path: () => '/dashboard/allBookings',
      ready: (page) => page.getByText(traveller.name),
    },
    {
      name: 'mail',
      path: () => '/dashboard/mail',
      // Nothing failed on this server: the list is empty.
      ready: (page) => page.getByText('All mail went out'),
    },
    {
      name: 'activity',
      path: () => '/dashboard/activity',
      // Entries, or none yet, depending on what other files' admins did on the shared server.
      ready: (page) =>
        page
          .getByRole('list', { name: 'Admin activity, newest first' })
          .or(page.getByText('Nothing recorded yet')),
    },
    { name: 'moderation', path: () => '/dashboard/moderation', ready: heading('Moderation') },
  ],
};

const devices = { desktop, phone } as const;
type DeviceName = keyof typeof devices;

const opened = new Map<string, Promise<OpenPage>>();

/** The one context of this role on this device, opened on first use. */
function pageFor(role: Role, device: DeviceName): Promise<Page> {
  const key = `${role}/${device}`;
  let session = opened.get(key);
  if (!session) {
    const { url } = suite.server();
    const account = role === 'admin' ? admin : role === 'traveller' ? traveller : null;
    // Kept open across this role's tests on this device (closed after the file), unlike suite.open's.
    session = account
      ? openSignedInPage(suite.browser(), url, account.token, devices[device])
      : openPage(suite.browser(), url, devices[device]);
    opened.set(key, session);
  }
  return session.then((s) => s.page);
}

beforeAll(async () => {
  const [travellerAccount, adminAccount, destinations] = await Promise.all([
    verifiedUser(suite, 'Tina Traveller'),
    adminUser(suite, 'Ada Admin'),
    catalogue(suite),
  ]);
  traveller = travellerAccount;
  admin = adminAccount;
  const [first, second] = destinations;
  if (!first || !second) throw new Error('the demo catalogue has fewer than two destinations');
  destinationId = first._id;
  destinationName = first.destinationName;

  // An unpaid booking (Pay and Delete) and a paid one (Paid and its transaction id) on My Bookings.
  const [unpaid] = await Promise.all([
    bookByApi(suite, traveller, first, bookableDate(10)),
    bookByApi(suite, traveller, second, bookableDate(11)).then((id) => payByApi(suite, traveller, id)),
  ]);
  unpaidBookingId = unpaid;
  notificationId = await sendContactMessage(suite, {
    senderEmail: 'visitor@example.com',
    subject: 'Trip advice, please',
    body: 'Which city should I see first in December?',
  });
});

afterAll(async () => {
  await Promise.all([...opened.values()].map(async (session) => (await session).context.close()));
});

for (const role of Object.keys(screens) as Role[]) {
  for (const device of Object.keys(devices) as DeviceName[]) {
    describe(`${role}, ${device}`, () => {
      const list = screens[role].filter((screen) => !screen.only || screen.only === device);
      it.each(list.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
        const page = await pageFor(role, device);
        await page.goto(screen.path());
        await settle(page, screen.ready(page));
        if (screen.open) await settle(page, await screen.open(page));
        await expectNoBlockingViolations(page, `${role}, ${device}, ${screen.path()} (${screen.name})`);
      });
    });
  }
}
