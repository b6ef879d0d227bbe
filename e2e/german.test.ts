import { mkdirSync } from 'node:fs';
import { formatBookingDate, pages } from '@tgde/contracts';
import { PDFParse } from 'pdf-parse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { germanMessages } from '../packages/contracts/messages/catalogues';
import { blockingViolations, describeFindings } from './support/a11y';
import { newUser, storedToken, verifiedUser, type Account } from './support/accounts';
import { adminUser } from './support/admins';
import {
  bookableDate,
  bookByApi,
  bookingsByApi,
  calendarDay,
  futureExpiry,
  payByApi,
  SUCCEEDING_CARD,
} from './support/bookings';
import { desktop, openPage, openSignedInPage, phone, type Device, type OpenPage } from './support/browser';
import {
  addDestinationByApi,
  archiveNamed,
  destinationNamed,
  type ApiDestination,
} from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { linksIn } from './support/mail';
import { sendContactMessage } from './support/messages';
import { waitForApp } from './support/pages';

/*
 * The German site under /de, as German travellers and admins meet it: the whole way from sign-up to
 * a paid trip and its receipt at desktop width and on a 375 px phone (German mails, the German
 * calendar, a German PDF), the navbar's language switch and the `lang` cookie that remembers it,
 * and every German page scanned for English left in what it shows or names, and with axe.
 *
 * The tests run at the same time (each in browser contexts of its own, closed when it ends), so
 * each asserts with its own `expect`; the English found on a page is reported softly, so that one
 * run lists all of it.
 */
const suite = e2eSuite();
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** English text → German text, as the web's catalogues hold them. */
const GERMAN = germanMessages('web');

/** Words that mark a text as English: two of them in one text are no accident in German. */
const ENGLISH_WORDS = new Set('the and your you with please this for are is not our'.split(' '));

/** Why a text on a German page reads as English, or null when it does not. */
function englishIn(text: string): string | null {
  const german = GERMAN[text];
  if (german !== undefined && german !== text) return `untranslated (German: "${german}")`;
  // A user's words quoted in our sentence („…“: a review in a Delete button's name) are theirs.
  const ours = text.replace(/„[^“]*“/g, '');
  const words = (ours.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH_WORDS.has(word));
  return words.length >= 2 ? `English words (${words.join(', ')})` : null;
}

/**
 * Every text of the page a person reads or hears: its text nodes (hidden ones too, since a closed
 * menu or list opens) and the whole text of each element that holds them (a sentence may come in
 * pieces: "The {count} places on this map"), aria-label, alt, title, placeholder and tooltips, the
 * page's title and description. Left out: what users wrote ([data-user-content]) and what is marked
 * as another language (the navbar's link to English).
 */
function pageTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const skip = 'script, style, noscript, template, [data-user-content], [lang]:not([lang|="de"])';
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const describe = (el: Element) => {
      const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
      const parent = el.parentElement ? `${el.parentElement.tagName.toLowerCase()} > ` : '';
      return `${parent}${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`;
    };
    /** All of an element's text but what is skipped: a sentence put together from pieces. */
    const textOf = (element: Element) => {
      let text = '';
      const inside = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = inside.nextNode(); node; node = inside.nextNode()) {
        if (!node.parentElement?.closest(skip)) text += node.textContent ?? '';
      }
      return clean(text);
    };
    const found: { text: string; where: string }[] = [];
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = clean(node.textContent ?? '');
      if (!element || !text || element.closest(skip)) continue;
      found.push({ text, where: describe(element) });
      holders.add(element);
    }
    for (const element of holders) found.push({ text: textOf(element), where: describe(element) });
    const attributes = ['aria-label', 'aria-roledescription', 'alt', 'title', 'placeholder', 'data-tip'];
    const named = document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(','));
    for (const element of Array.from(named)) {
      if (element.closest(skip)) continue;
      for (const attribute of attributes) {
        const text = clean(element.getAttribute(attribute) ?? '');
        if (text) found.push({ text, where: `${describe(element)}[${attribute}]` });
      }
    }
    found.push({ text: document.title, where: 'title' });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) found.push({ text: clean(description), where: 'meta description' });
    return found;
  });
}

/** The English the page shows or names, one line each ("where: text: why"); empty when none. */
async function englishOnPage(page: Page): Promise<string[]> {
  const lines = new Set<string>();
  for (const { text, where } of await pageTexts(page)) {
    const why = englishIn(text);
    if (why) lines.add(`${where}: "${text}": ${why}`);
  }
  return [...lines];
}

/** axe's report of the serious and critical WCAG A/AA violations (a11y.ts); empty when there are none. */
async function axeReport(page: Page, where: string): Promise<string> {
  return describeFindings(where, await blockingViolations(page));
}

const width = (page: Page) => page.viewportSize()?.width ?? 0;

/** How far the page is wider than its screen (0 or less: nothing sticks out sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** `<html lang="de">`, no English and, on a phone, nothing sticking out: softly, to report all. */
async function expectGerman(expect: ExpectStatic, page: Page, where: string): Promise<void> {
  expect.soft(await page.locator('html').getAttribute('lang'), `${where}: <html lang>`).toBe('de');
  expect.soft(await englishOnPage(page), `${where}: English on a German page`).toEqual([]);
  if (width(page) < 640)
    expect.soft(await overflow(page), `${where}: sideways scroll`).toBeLessThanOrEqual(0);
}

/** Waits until `ready` shows, no spinner is left and the page has its title. */
async function shown(page: Page, ready: Locator): Promise<void> {
  await ready.filter({ visible: true }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('.loading-spinner') && document.title !== '');
}

/**
 * shown(), and no finite animation still running (a dialog sliding in, a toast's timer), since axe
 * judges colours as they are drawn: a11y.ts's settle without the test-bound expect.poll, which a
 * test running alongside others cannot use.
 */
async function settled(page: Page, ready: Locator): Promise<void> {
  await shown(page, ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState !== 'running' || typeof end !== 'number' || !Number.isFinite(end);
    }),
  );
}

const waitForPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A browser context of the test's own, closed when the test is over (they run at the same time). */
async function ownPage(
  onFinished: (cleanup: () => Promise<void>) => void,
  device: Device,
  account?: Account,
): Promise<OpenPage> {
  const { url } = suite.server();
  const opened = account
    ? await openSignedInPage(suite.browser(), url, account.token, device)
    : await openPage(suite.browser(), url, device);
  onFinished(() => opened.context.close());
  return opened;
}

let munich: ApiDestination;
let traveller: Account;
let admin: Account;
let notificationId = '';

beforeAll(async () => {
  const [destination, hamburg, travellerAccount, adminAccount] = await Promise.all([
    destinationNamed(suite, 'Munich'),
    destinationNamed(suite, 'Hamburg'),
    verifiedUser(suite, 'Tanja Testerin'),
    adminUser(suite, 'Anna Admin'),
  ]);
  munich = destination;
  traveller = travellerAccount;
  admin = adminAccount;
  // A paid trip for the traveller's dashboard, and a visitor's message for the admins' inbox.
  // And an admin's own words in English, in the activity log only (added, then archived at once):
  // what people wrote is shown as written, and the scan of /de/dashboard/activity must allow it.
  const englishWords = 'Probeort Englisch';
  await Promise.all([
    addDestinationByApi(suite, {
      destinationName: englishWords,
      description: 'Smoked beer and a town hall in the river, written by an admin in English.',
    }).then(() => archiveNamed(suite, englishWords)),
    bookByApi(suite, traveller, hamburg, bookableDate(21)).then((id) => payByApi(suite, traveller, id)),
    sendContactMessage(suite, {
      senderEmail: 'besucher@example.com',
      subject: 'Reisetipps, bitte',
      body: 'Welche Stadt sollte ich im Dezember zuerst besuchen?',
    }).then((id) => (notificationId = id)),
  ]);
});

describe.concurrent('the German site', () => {
  const widths: [string, Device][] = [
    ['desktop', desktop],
    ['phone', phone],
  ];

  // A long way (a dozen pages, three mails and a PDF): more time than a test of one page.
  it.for(widths)(
    'from sign-up to the receipt, at %s width',
    { timeout: 180_000 },
    async ([, device], { expect, onTestFinished }) => {
      const user = newUser('reisende', 'Renate Reisende');
      const { page, problems } = await ownPage(onTestFinished, device);
      const atDesktop = device === desktop;
      /**
       * Shown, German, nothing sticking out on a phone, and photographed whole
       * (/tmp/shots/de-NAME-WIDTH.png; a dialog as the screen shows it). With `axe`, scanned too:
       * those are pages of the scans below, which this way has passed already.
       */
      const step = async (name: string, ready: Locator, { axe = false, whole = true } = {}) => {
        const where = `${name} at ${width(page)} px`;
        await (axe ? settled : shown)(page, ready);
        await expectGerman(expect, page, where);
        if (axe) expect.soft(await axeReport(page, where), `${where}: axe`).toBe('');
        await page.screenshot({
          path: `${SHOTS}/de-${name}-${width(page)}.png`,
          fullPage: whole,
          scale: 'css',
        });
      };

      await page.goto('/de');
      await waitForApp(page);
      await step('home', page.getByRole('link', { name: 'Jetzt buchen' }), { axe: true });

      // Signing up, in German.
      await page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }).click();
      await waitForPath(page, '/de/login');
      await step('login', h1(page, 'ANMELDEN'), { axe: true });
      await page.getByRole('link', { name: 'Konto erstellen' }).click();
      await waitForPath(page, '/de/register');
      await step('register', h1(page, 'REGISTRIEREN'), { axe: true });
      await page.getByLabel('Name', { exact: true }).fill(user.name);
      await page.getByLabel('E-Mail', { exact: true }).fill(user.email);
      await page.getByLabel('Passwort', { exact: true }).fill(user.password);
      await page.getByLabel(/^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/).check();
      await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
      await waitForPath(page, '/de/dashboard');
      await step(
        'unverified',
        page.getByRole('heading', { name: 'Ihre E-Mail-Adresse ist noch nicht bestätigt!' }),
      );

      // The verification mail is German, and its link opens the German page.
      const mail = await suite
        .mail()
        .waitForMail(user.email, /^Bestätigen Sie Ihre E-Mail-Adresse für Travel Guide DE$/);
      const link = linksIn(mail).find((l) => new URL(l).pathname === '/de/verify-email');
      expect(link, 'a /de/verify-email link in the mail').toBeDefined();
      await page.goto(link ?? '');
      await step('verified', page.getByText('Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.'));

      // The catalogue, searched for München by its German name.
      await page.getByRole('link', { name: 'Reiseziele entdecken' }).click();
      await waitForPath(page, '/de/destination');
      await step('destinations', page.getByRole('link', { name: 'Jetzt buchen' }), { axe: true });
      await page.getByLabel('Reiseziele durchsuchen').fill('München');
      await page.getByRole('button', { name: 'Suchen', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('München');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'München' }) });
      await card.getByRole('link', { name: 'Jetzt buchen' }).click();
      await waitForPath(page, `/de/destination/${munich._id}`);
      await step('destination', page.getByRole('heading', { name: 'Mehr über München entdecken' }), {
        axe: atDesktop,
      });

      // Booked for a day picked in the German calendar.
      const date = bookableDate(device === phone ? 12 : 11);
      await page.getByRole('button', { name: 'JETZT BUCHEN', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'München buchen' });
      await dialog.getByLabel('Telefon').fill('+49 89 1234567');
      for (let i = 0; i < 3 && (await calendarDay(page, date).count()) === 0; i += 1) {
        await dialog.getByRole('button', { name: 'Zum nächsten Monat' }).click();
      }
      await calendarDay(page, date).click();
      expect(await dialog.getByLabel('Datum Ihrer Reise', { exact: true }).inputValue()).toBe(date);
      await step('booking-dialog', dialog.getByRole('button', { name: 'Bestätigen', exact: true }), {
        whole: false,
      });
      await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const [booking] = await bookingsByApi(suite, { ...user, token: (await storedToken(page)) ?? '' });
      expect(booking).toMatchObject({ date, paid: false });
      // The pages name the destination in German and write the day as Germans do.
      const trip = `München am ${formatBookingDate(date, 'de')}`;
      const booked = await suite
        .mail()
        .waitForMail(user.email, /^Ihre Reise nach München am .* ist gebucht$/);
      expect(linksIn(booked)).toContain(`${suite.server().url}/de/dashboard/payment/${booking?._id}`);

      // Meine Buchungen, and from there the payment page.
      await page.goto('/de/dashboard/booking');
      const pay = page.getByRole('link', { name: `Bezahlen: ${trip}` });
      await step('my-bookings-unpaid', pay);
      await pay.filter({ visible: true }).click();
      await waitForPath(page, `/de/dashboard/payment/${booking?._id}`);
      await step('payment', page.getByLabel('Kartennummer'), { axe: atDesktop });
      await page.getByLabel('Kartennummer').fill(SUCCEEDING_CARD);
      await page.getByLabel('Gültig bis (MM/JJ)').fill(futureExpiry());
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Zahlungspflichtig buchen', exact: true }).click();
      await step('paid', page.getByText('Geschafft! Ihre Zahlung ist abgeschlossen'));
      await suite.mail().waitForMail(user.email, /^Beleg: Ihre Reise nach München am .* ist bezahlt$/);

      // Paid, with its receipt: a German PDF.
      await page.getByRole('link', { name: 'Zurück zu Meine Buchungen' }).click();
      await waitForPath(page, '/de/dashboard/booking');
      const receipt = page.getByRole('link', { name: `Beleg für ${trip} (PDF, öffnet in einem neuen Tab)` });
      await step('my-bookings-paid', receipt, { axe: atDesktop });
      await page.getByText('Bezahlt', { exact: true }).filter({ visible: true }).first().waitFor();
      const [popup, answer] = await Promise.all([
        page.waitForEvent('popup'),
        page
          .context()
          .waitForEvent('response', (res) => res.url().includes(`/api/booking/${booking?._id}/receipt`)),
        receipt.filter({ visible: true }).click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      // Chromium shows the PDF in its viewer, which keeps the bytes from us: the same address again,
      // with the tab's session. The server writes it in the language the browser asks for
      // (Accept-Language), a German browser's here.
      const pdf = await page.request.get((await receipt.first().getAttribute('href')) ?? '', {
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = await pdfText(await pdf.body());
      for (const words of [
        'Beleg',
        'Reisedatum',
        // Paid with a test card: the receipt says that no money was taken.
        'TESTMODUS: Es wurde keine Zahlung eingezogen.',
        'Vielen Dank, dass Sie mit uns reisen.',
      ]) {
        expect(text).toContain(words);
      }
      await popup.close();
      expect(problems).toEqual([]);
    },
  );

  it('switches language on the same page and search, and the lang cookie remembers the choice', async ({
    expect,
    onTestFinished,
  }) => {
    const { page, context, problems } = await ownPage(onTestFinished, desktop);
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'lang')?.value;
    const at = (pathname: string, search = '') =>
      page.waitForURL((url) => url.pathname === pathname && url.search === search);

    await page.goto('/destination?q=berlin');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await at('/de/destination', '?q=berlin');
    await waitForApp(page);
    await h1(page, 'Deutschland entdecken').waitFor();
    expect(await page.getByLabel('Reiseziele durchsuchen').inputValue()).toBe('berlin');
    await expectGerman(expect, page, '/de/destination?q=berlin');
    expect(await cookie()).toBe('de');

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await at('/destination', '?q=berlin');
    await h1(page, 'Explore Germany').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByLabel('Search destinations').inputValue()).toBe('berlin');
    expect(await cookie()).toBe('en');
    // English chosen: English addresses stay English.
    await page.goto('/reviews');
    await at('/reviews');
    await page.goto('/');
    await at('/');
    await waitForApp(page);

    // Deutsch chosen: an English address leads to its German page.
    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await at('/de');
    await page.goto('/reviews');
    await at('/de/reviews');
    await h1(page, 'Bewertungen unserer Reisenden').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(problems).toEqual([]);
  }, 120_000); // Eight page loads beside the file's other tests: more than one page's time.

  it('offers a German browser the German twin of an English page in one line, without a redirect, until it is closed', async ({
    expect,
    onTestFinished,
  }) => {
    const { url } = suite.server();
    const german = await openPage(suite.browser(), url, phone, { locale: 'de-DE' });
    onTestFinished(() => german.context.close());
    const { page, context, problems } = german;
    await page.goto('/reviews');
    await waitForApp(page);
    const offer = page.getByRole('complementary', { name: 'Sprache' });
    const link = offer.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch' });
    await link.waitFor();
    // The English page stays where it is, in English.
    expect(new URL(page.url()).pathname).toBe('/reviews');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await link.getAttribute('href')).toBe('/de/reviews');
    // Reached by keyboard, and closed with its labelled button.
    const close = offer.getByRole('button', { name: 'Hinweis schließen' });
    await close.focus();
    await page.keyboard.press('Enter');
    await offer.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await waitForApp(page);
    await h1(page, 'Travelers Review').waitFor();
    expect(await page.getByText('Diese Seite gibt es auch auf Deutsch').count(), 'closed for good').toBe(0);

    // A browser that prefers English is offered nothing.
    const english = await openPage(suite.browser(), url, desktop, { locale: 'en-US' });
    onTestFinished(() => english.context.close());
    await english.page.goto('/reviews');
    await waitForApp(english.page);
    await h1(english.page, 'Travelers Review').waitFor();
    expect(await english.page.getByText('Diese Seite gibt es auch auf Deutsch').count()).toBe(0);
    expect([...problems, ...english.problems]).toEqual([]);
  });

  /** A German page to scan: its address, and what shows once its data is there (else its h1). */
  interface Screen {
    /** The address, with :id where a record's id goes. */
    path: string;
    ready?: (page: Page) => Locator;
  }

  // Home, the catalogue, login and register are scanned at both widths on the way above; the
  // destination's page, My Bookings and the payment page at desktop width.
  const publicScreens: Screen[] = [
    { path: '/de/reviews', ready: (page) => page.getByText(/angezeigt$/) },
    { path: '/de/impressum', ready: (page) => page.getByRole('heading', { level: 2 }) },
    { path: '/de/datenschutz', ready: (page) => page.getByRole('heading', { level: 2 }) },
    { path: '/de/agb', ready: (page) => page.getByRole('heading', { level: 2 }) },
    { path: '/de/resetPassword' },
    { path: '/de/keine-solche-seite', ready: (page) => h1(page, 'Diese Seite hat sich verirrt') },
  ];

  const travellerScreens: Screen[] = [
    { path: '/de/gallery', ready: (page) => page.getByText(/angezeigt$/) },
    { path: '/de/dashboard', ready: (page) => page.getByText('Ihr Profil bearbeiten') },
    { path: '/de/dashboard/profileUpdate' },
    { path: '/de/dashboard/addReview' },
    { path: '/de/dashboard/addImage' },
  ];

  /** Every admin page of the table of pages. */
  const adminScreens: Screen[] = Object.values(pages)
    .filter((entry) => entry.access === 'admin')
    .map((entry) => ({ path: `/de${entry.path}` }));

  /** The address with its record: the visitor's message, or Munich. */
  const address = (path: string) =>
    path.replace(':id', path.includes('notification') ? notificationId : munich._id);

  const scans: { label: string; screens: Screen[]; device: Device; role?: 'traveller' | 'admin' }[] = [
    { label: 'the public pages at desktop width', screens: publicScreens, device: desktop },
    { label: 'the public pages on a phone', screens: publicScreens, device: phone },
    { label: "a traveller's pages", screens: travellerScreens, device: desktop, role: 'traveller' },
    { label: "an admin's pages", screens: adminScreens, device: desktop, role: 'admin' },
  ];

  // Each list runs beside the others, its pages one after another in one browser context.
  for (const { label, screens, device, role } of scans) {
    describe(`${label}: German, and nothing for axe`, () => {
      let opened: Promise<OpenPage> | undefined;
      afterAll(async () => {
        await (await opened)?.context.close();
      });

      it.sequential.for(screens.map((screen) => [screen.path, screen] as const))(
        '%s',
        async ([, screen], { expect }) => {
          if (!opened) {
            const account = role === 'admin' ? admin : role === 'traveller' ? traveller : undefined;
            const { url } = suite.server();
            opened = account
              ? openSignedInPage(suite.browser(), url, account.token, device)
              : openPage(suite.browser(), url, device);
          }
          const { page } = await opened;
          const path = address(screen.path);
          await page.goto(path);
          await settled(page, screen.ready?.(page) ?? h1(page));
          const where = `${path} (${label})`;
          await expectGerman(expect, page, where);
          expect.soft(await axeReport(page, where), `${where}: axe`).toBe('');
        },
      );
    });
  }
});
