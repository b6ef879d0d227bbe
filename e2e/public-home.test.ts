import { describe, expect, it } from 'vitest';
import type { SiteStats } from '@tgde/contracts';
import type { Request, Route } from 'playwright-core';
import { desktop, phone } from './support/browser';
import { type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import {
  columnCount,
  devices,
  expectBelowNavbar,
  expectImageLoaded,
  expectImagesLoaded,
  expectNoProblems,
  expectNoSidewaysScroll,
  expectTitle,
  expectTopRight,
  getJson,
  isInViewport,
  poll,
  settledBox,
  toast,
  waitForPath,
} from './support/pages';
import {
  activeSlide,
  carousel,
  contactForm,
  contactValues,
  dragCarousel,
  expectStored,
  fillContactForm,
  isEmailPost,
  openHome,
  shownInCarousel,
  submitContactForm,
} from './support/public-home';

/*
 * The home page at desktop width and at 375 px: hero, destinations preview, photo carousel,
 * statistics, the contact form and the footer. The shared server's contact rate limit is raised;
 * its default (5 a minute) has a server of its own in public-contact-limit.test.ts.
 */
const suite = e2eSuite();

describe.each(devices)('home page at $name width', ({ name, device }) => {
  it('shows the hero with its quote, and "Explore Germany" leads to /destination', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    await expectTitle(page, 'Home | Travel Guide DE');
    const hero = page.getByRole('region', { name: 'Find your next tour' });
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe('Find your next tour');
    // The hero's quote: the real voyage of discovery lies in having new eyes.
    const quote = hero.getByText(/having new eyes/);
    expect(await quote.isVisible()).toBe(true);
    const explore = hero.getByRole('link', { name: 'Explore Germany' });
    expect(await isInViewport(page, explore), 'the call to action is above the fold').toBe(true);
    if (name === 'phone') await expectNoSidewaysScroll(page);

    await explore.click();
    await waitForPath(page, '/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    expectNoProblems(problems);
  });

  it('previews exactly the first 3 destinations: in the HTML the server sends, and after a loading spinner when reached by a link', async () => {
    const destinations = await getJson<ApiDestination[]>(suite, '/api/destination');
    const firstThree = destinations.slice(0, 3).map((d) => d.destinationName);
    expect(firstThree).toEqual(['Berlin', 'Munich', 'Frankfurt']);

    // Without JavaScript: the page the server rendered already has the hero and the three cards.
    const { page: served } = await suite.open(device, { javaScriptEnabled: false });
    await openHome(served);
    const servedCards = served.getByRole('region', { name: 'Explore Germany' }).getByRole('article');
    expect(await servedCards.count()).toBe(3);
    for (const [index, name] of firstThree.entries()) {
      expect(await servedCards.nth(index).getByRole('heading', { name, exact: true }).count()).toBe(1);
    }
    expect(await served.getByRole('link', { name: 'Explore Germany' }).getAttribute('href')).toBe(
      '/destination',
    );

    // Reached by a link from a page that has not loaded them yet, the cards come after a spinner.
    const { page, problems } = await suite.open(device);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destination', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Travel Guide DE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find your next tour' }).waitFor();
    const preview = page.getByRole('region', { name: 'Explore Germany' });
    await preview.getByRole('status').waitFor();
    expect(await preview.getByRole('article').count()).toBe(0);
    release();

    const cards = preview.getByRole('article');
    await cards.nth(2).waitFor();
    expect(await preview.getByRole('status').count(), 'the spinner is gone').toBe(0);
    expect(await cards.count()).toBe(3);
    for (const [index, destination] of destinations.slice(0, 3).entries()) {
      const card = cards.nth(index);
      expect(
        await card.getByRole('heading', { name: destination.destinationName, exact: true }).count(),
      ).toBe(1);
      expect(await card.getByRole('img', { name: destination.destinationName }).count()).toBe(1);
      expect(await card.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
        `/destination/${destination._id}`,
      );
    }

    if (device === desktop) {
      expect(await columnCount(cards), 'columns at 1280 px').toBe(3);
      await page.setViewportSize({ width: 768, height: 900 });
      await poll(() => columnCount(cards), 'columns at 768 px').toBe(2);
      await page.setViewportSize({ width: 375, height: 800 });
      await poll(() => columnCount(cards), 'columns at 375 px').toBe(1);
    } else {
      expect(await columnCount(cards), 'columns on a phone').toBe(1);
    }

    await preview.getByRole('link', { name: 'Explore more Cities' }).click();
    await waitForPath(page, '/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    expectNoProblems(problems);
  });

  it('shows the first 6 photos in a carousel moved by its buttons, arrow keys and dragging', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    const photos = carousel(page);
    await photos.getByRole('group').first().waitFor();
    await photos.scrollIntoViewIfNeeded();
    const slides = photos.getByRole('group');
    expect(await slides.count()).toBe(6);
    for (let n = 0; n < 6; n += 1) expect(await slides.nth(n).getByRole('img').count()).toBe(1);
    const next = photos.getByRole('button', { name: /next/i });
    const previous = photos.getByRole('button', { name: /previous/i });
    expect(await activeSlide(photos)).toBe(1);
    expect(await previous.isDisabled(), 'nothing before the first photo').toBe(true);

    // Buttons.
    await next.click();
    await poll(() => activeSlide(photos), 'after Next').toBe(2);
    await previous.click();
    await poll(() => activeSlide(photos), 'after Previous').toBe(1);

    // Arrow keys while the carousel has focus.
    await photos.focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => activeSlide(photos), 'after ArrowRight').toBe(2);
    await page.keyboard.press('ArrowRight');
    await poll(() => activeSlide(photos), 'after ArrowRight twice').toBe(3);
    await page.keyboard.press('ArrowLeft');
    await poll(() => activeSlide(photos), 'after ArrowLeft').toBe(2);

    // Dragging with the mouse.
    await dragCarousel(page, photos, 'left');
    await poll(() => activeSlide(photos), 'after dragging left').toBe(3);
    await dragCarousel(page, photos, 'right');
    await poll(() => activeSlide(photos), 'after dragging right').toBe(2);

    // Next reaches the sixth photo, and then stops.
    for (let i = 0; i < 6 && !(await next.isDisabled()); i += 1) await next.click();
    expect(await next.isDisabled(), 'Next stops at the end').toBe(true);
    const last = slides.nth(5);
    await poll(() => isInViewport(page, last.getByRole('img')), 'the sixth photo is shown').toBe(true);
    expect(await activeSlide(photos)).toBe(name === 'phone' ? 6 : 4);
    expectNoProblems(problems);
  });

  it('links signed-out visitors to /login with "Log in to See More Photos"', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    expect(await page.getByRole('link', { name: 'See More Photos', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Log in to See More Photos' }).click();
    await waitForPath(page, '/login');
    await expectTitle(page, 'Login | Travel Guide DE');
    expectNoProblems(problems);
  });

  it('shows the statistics, the contact section and a footer whose newsletter answers with a toast', async () => {
    const { page, problems } = await suite.open(device);
    // The figures are the server's own (GET /api/stats), asked for again once the page is open.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stats');
    await openHome(page);
    const stats = (await (await answered).json()) as SiteStats;
    const rating = stats.rating.average === null ? '–' : `${stats.rating.average.toFixed(1)} of 5`;
    for (const [title, value] of [
      ['Total Travelers', stats.travellers.toLocaleString('en-US')],
      ['Booked Trips', stats.trips.toLocaleString('en-US')],
      ['Average Rating', rating],
    ] as const) {
      const term = page.getByText(title, { exact: true });
      await term.scrollIntoViewIfNeeded();
      expect(await term.isVisible(), title).toBe(true);
      // The figure belongs to its title: the card's first description is the figure.
      await poll(
        () => term.evaluate((node) => node.nextElementSibling?.textContent ?? ''),
        `${title} shows ${value}`,
      ).toBe(value);
    }
    expect(await page.getByText('Page Views').count(), 'no figure the site cannot back').toBe(0);

    const contact = page.getByRole('region', { name: 'Stay connected with us' });
    await contact.scrollIntoViewIfNeeded();
    expect(await contact.getByRole('heading', { name: 'Stay connected with us' }).isVisible()).toBe(true);
    await contactForm(page).email.waitFor();
    expect(await contactForm(page).message.getAttribute('rows')).toBe('6');

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.isVisible()).toBe(true);
    const subscribe = footer.getByRole('button');
    expect(await subscribe.count(), 'the newsletter box has one button').toBe(1);
    await footer.getByRole('textbox').fill('newsletter@example.com');
    await subscribe.click();
    const shown = page.getByRole('alert').filter({ hasText: /\w/ });
    await shown.waitFor();
    expect((await shown.textContent())?.trim().length).toBeGreaterThan(5);
    if (device === desktop) await expectTopRight(page, shown);
    else {
      const box = await settledBox(shown);
      await expectBelowNavbar(page, box, 'toast at the top, below the navbar');
      expect(await isInViewport(page, shown), 'toast on the screen').toBe(true);
    }
    if (device === phone) await expectNoSidewaysScroll(page);
    expectNoProblems(problems);
  });

  it('loads every image once in view, from a srcset of /media/ WebP files', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    const preview = page.getByRole('region', { name: 'Explore Germany' });
    await preview.getByRole('article').nth(2).waitFor();
    const photos = carousel(page);
    await photos.getByRole('group').first().waitFor();

    let checked = await expectImagesLoaded(preview.locator('img'));
    // Slides beyond the carousel's edge come into view with Next.
    const next = photos.getByRole('button', { name: /next/i });
    const slides = photos.getByRole('group');
    // The first slide is not hidden sideways, so this scrolls the page only.
    await slides.first().getByRole('img').scrollIntoViewIfNeeded();
    for (let n = 0; n < (await slides.count()); n += 1) {
      const image = slides.nth(n).getByRole('img');
      if (!(await shownInCarousel(photos, image)) && (await next.isEnabled())) await next.click();
      await poll(() => shownInCarousel(photos, image), `slide ${n + 1} in view`).toBe(true);
      await expectImageLoaded(image);
      checked += 1;
    }
    expect(checked).toBe(9);
    expect(await page.locator('img').count(), 'no image left unchecked').toBe(checked);
    expectNoProblems(problems);
  });
});

describe.each(devices)('contact form at $name width', ({ device }) => {
  it('sends a valid message: disabled while sending, stored (201, insertedId), toast, form reset', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    const form = contactForm(page);
    await form.email.scrollIntoViewIfNeeded();
    await fillContactForm(page, {
      email: 'visitor@example.com',
      subject: 'Trip in May',
      message: 'Which city do you recommend for a first visit?',
    });

    // Hold the request to see the form while it is being sent.
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/email') sent.push(request);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/email', async (route: Route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse(isEmailPost);
    await form.submit.click();
    await poll(() => form.submit.isDisabled(), 'Submit is disabled while sending').toBe(true);
    // A second click cannot send it twice.
    await form.submit.click({ force: true });
    expect(sent.length).toBe(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      senderEmail: 'visitor@example.com',
      subject: 'Trip in May',
      body: 'Which city do you recommend for a first visit?',
    });
    release();

    await expectStored(await answer);
    const success = toast(page, 'Email send Successfully');
    await success.waitFor();
    if (device === desktop) await expectTopRight(page, success);
    await poll(() => contactValues(page), 'the form is reset').toEqual(['', '', '']);
    await poll(() => form.submit.isDisabled()).toBe(false);
    expect(sent.length).toBe(1);
    expectNoProblems(problems);
  });

  it('shows each error message on submit and re-checks the fields as they change', async () => {
    const { page, problems } = await suite.open(device);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/email') posts += 1;
    });
    await openHome(page);
    const form = contactForm(page);
    await form.email.scrollIntoViewIfNeeded();
    const error = (text: string) => page.getByText(text, { exact: true });
    const shown = async (text: string) =>
      (await error(text).count()) === 1 && (await error(text).isVisible());

    // Nothing is checked before the first submit.
    await form.email.fill('not-an-address');
    await form.email.press('Tab');
    expect(await shown('Provide a valid Email')).toBe(false);
    await form.email.fill('');

    // An empty form: three messages, and nothing is sent.
    await form.submit.click();
    await error('Subject is Required').waitFor();
    expect(await shown('Email is Required'), 'Email is Required').toBe(true);
    expect(await shown('Subject is Required'), 'Subject is Required').toBe(true);
    expect(await shown('Message is Required'), 'Message is Required').toBe(true);

    // From now on every change re-checks its field.
    await form.email.pressSequentially('name@');
    await poll(() => shown('Provide a valid Email'), 'invalid address').toBe(true);
    expect(await shown('Email is Required')).toBe(false);
    await form.email.fill('');
    await poll(() => shown('Email is Required'), 'emptied address').toBe(true);
    await form.email.fill('name@example');
    await poll(() => shown('Provide a valid Email'), 'address without a TLD').toBe(true);
    await form.email.fill('name@example.com');
    await poll(() => shown('Provide a valid Email'), 'fixed address').toBe(false);
    expect(await shown('Email is Required')).toBe(false);
    // The other two stay until they are fixed.
    expect(await shown('Subject is Required')).toBe(true);
    expect(await shown('Message is Required')).toBe(true);

    await form.subject.pressSequentially('Hello');
    await poll(() => shown('Subject is Required'), 'fixed subject').toBe(false);
    await form.subject.fill('');
    await poll(() => shown('Subject is Required'), 'emptied subject').toBe(true);
    await form.subject.fill('Hello');
    await poll(() => shown('Subject is Required')).toBe(false);

    await form.message.pressSequentially('A question');
    await poll(() => shown('Message is Required'), 'fixed message').toBe(false);

    // Submitting an invalid address again shows its message and sends nothing.
    await form.email.fill('name@@example.com');
    await form.submit.click();
    await poll(() => shown('Provide a valid Email')).toBe(true);
    expect(posts, 'no message is sent while the form is invalid').toBe(0);
    expectNoProblems(problems);
  });

  it('accepts an address with a long top-level domain (name@example.travel)', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    await contactForm(page).email.scrollIntoViewIfNeeded();
    await fillContactForm(page, {
      email: 'name@example.travel',
      subject: 'Long TLD',
      message: 'My address ends in .travel.',
    });
    const response = await submitContactForm(page);
    await expectStored(response);
    expect(response.request().postDataJSON()).toMatchObject({ senderEmail: 'name@example.travel' });
    await toast(page, 'Email send Successfully').waitFor();
    expect(await page.getByText('Provide a valid Email', { exact: true }).count()).toBe(0);
    await poll(() => contactValues(page)).toEqual(['', '', '']);
    expectNoProblems(problems);
  });
});
