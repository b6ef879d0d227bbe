import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { desktop, phone } from './support/browser';
import { type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { type ApiReview } from './support/reviews';
import {
  devices,
  expectImagesLoaded,
  expectNoProblems,
  expectNoSidewaysScroll,
  expectTitle,
  focused,
  getJson,
  isInViewport,
  linkDescriptions,
  poll,
  waitForApp,
  waitForPath,
} from './support/pages';

/*
 * The frame every public page shares (navbar, skip link, titles, routing, the 404 page), the two
 * catalogue pages (/destination, /reviews), and the HTTP face of the built server (security and
 * cache headers, the API's JSON 404). The home page has its own file.
 */
const suite = e2eSuite();

const PUBLIC_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Destination', path: '/destination' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Reviews', path: '/reviews' },
] as const;

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Find your next tour' }).waitFor();
}

describe('navbar at desktop width', () => {
  it('shows the brand, the public links and Login, no Dashboard when signed out, and navigates with them', async () => {
    const { page, problems } = await suite.open(desktop);
    await openHome(page);
    const navbar = page.getByRole('banner');

    const brand = navbar.getByRole('link', { name: 'Travel Guide DE' });
    await brand.waitFor();
    expect(await brand.getAttribute('href')).toBe('/');
    // Wide screens show the links themselves, not the menu button.
    expect(await navbar.getByRole('button', { name: /menu/i }).count()).toBe(0);
    for (const { name, path } of PUBLIC_LINKS) {
      const link = navbar.getByRole('link', { name, exact: true });
      expect(await link.isVisible(), `${name} link is visible`).toBe(true);
      expect(await link.getAttribute('href')).toBe(path);
    }
    // Login shows once the app knows that nobody is signed in; from then on, no Dashboard.
    const login = navbar.getByRole('link', { name: 'Login', exact: true });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: /dashboard/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    // Then each link leads to its page.
    await navbar.getByRole('link', { name: 'Destination', exact: true }).click();
    await waitForPath(page, '/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    // The current page is marked for assistive technology.
    expect(
      await navbar.getByRole('link', { name: 'Destination', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await navbar.getByRole('link', { name: 'Reviews', exact: true }).click();
    await waitForPath(page, '/reviews');
    await page.getByRole('heading', { level: 1, name: 'Travelers Review' }).waitFor();

    await navbar.getByRole('link', { name: 'Home', exact: true }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Find your next tour' }).waitFor();

    await navbar.getByRole('link', { name: 'Travel Guide DE' }).click();
    await waitForPath(page, '/');

    await navbar.getByRole('link', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/login');
    await expectTitle(page, 'Login | Travel Guide DE');
    expectNoProblems(problems);
  });
});

describe('navbar at 375 px', () => {
  it('hides the links behind a menu button (Login and the brand in view), which opens them, navigates and closes', async () => {
    const { page, problems } = await suite.open(phone);
    await openHome(page);
    const navbar = page.getByRole('banner');

    expect(await navbar.getByRole('link', { name: 'Travel Guide DE' }).isVisible()).toBe(true);
    const login = navbar.getByRole('link', { name: 'Login', exact: true });
    await login.waitFor();
    expect(await isInViewport(page, login), 'Login fits on the screen').toBe(true);
    expect(await login.getAttribute('href')).toBe('/login');
    for (const { name } of PUBLIC_LINKS) {
      expect(await navbar.getByRole('link', { name, exact: true }).count(), `${name} is hidden`).toBe(0);
    }
    const menu = navbar.getByRole('button', { name: 'Open menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expectNoSidewaysScroll(page);

    // The menu button opens the dropdown with the links, which navigate and close it.
    await menu.click();
    await poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    for (const { name, path } of PUBLIC_LINKS) {
      const link = navbar.getByRole('link', { name, exact: true });
      await link.waitFor();
      expect(await link.isVisible(), `${name} is shown in the menu`).toBe(true);
      expect(await link.getAttribute('href')).toBe(path);
    }
    await navbar.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /dashboard/i }).count()).toBe(0);
    // The dropdown fits on the phone's screen.
    const reviews = navbar.getByRole('link', { name: 'Reviews', exact: true });
    const box = await reviews.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    await reviews.click();
    await waitForPath(page, '/reviews');
    await page.getByRole('heading', { level: 1, name: 'Travelers Review' }).waitFor();
    // Following a link closes the menu.
    await poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await navbar.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);

    // A click outside closes it too.
    await menu.click();
    await poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(200, 600);
    await poll(() => menu.getAttribute('aria-expanded'), 'closed by a click outside').toBe('false');

    await menu.click();
    await navbar.getByRole('link', { name: 'Destination', exact: true }).click();
    await waitForPath(page, '/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    await poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expectNoProblems(problems);
  });

  it('is operated with the keyboard: Enter opens, Tab reaches the links, Escape closes', async () => {
    const { page, problems } = await suite.open(phone);
    await openHome(page);
    const navbar = page.getByRole('banner');
    const menu = navbar.getByRole('button', { name: 'Open menu' });

    // From the top of the page: the skip link, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Open menu');
    await page.keyboard.press('Enter');
    await poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await navbar.getByRole('link', { name: 'Home', exact: true }).waitFor();

    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Home');
    await page.keyboard.press('Escape');
    await poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await navbar.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
    // Focus goes back to the button that opened the menu.
    expect((await focused(page)).label).toBe('Open menu');

    // Escape also closes it while focus is still on the button.
    await page.keyboard.press('Enter');
    await poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    // And Enter on a link in the menu navigates.
    await page.keyboard.press('Enter');
    await navbar.getByRole('link', { name: 'Reviews', exact: true }).waitFor();
    for (let i = 0; i < 4 && (await focused(page)).text !== 'Reviews'; i += 1)
      await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Reviews');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/reviews');
    await poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expectNoProblems(problems);
  });
});

describe.each(devices)('every public page at $name width', ({ device }) => {
  it('starts keyboard navigation with a "Skip to main content" link that moves focus to main', async () => {
    const { page, problems } = await suite.open(device);
    for (const path of ['/', '/destination', '/reviews']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      await page.keyboard.press('Tab');
      const first = await focused(page);
      expect(first.tag, `first Tab stop on ${path}`).toBe('a');
      expect(first.text, `first Tab stop on ${path}`).toBe('Skip to main content');
      // Focused, it becomes visible.
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      const box = await skip.boundingBox();
      expect(box && box.width > 20 && box.height > 10, 'the skip link shows when focused').toBe(true);
      await page.keyboard.press('Enter');
      await poll(async () => (await focused(page)).tag, `focus on ${path}`).toBe('main');
      // The next Tab continues from main onwards, not back in the navbar.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const main = document.querySelector('main');
        const active = document.activeElement;
        if (!main || !active) return false;
        return (
          main.contains(active) ||
          Boolean(main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      expect(next, `Tab after the skip link on ${path} goes on after main's start`).toBe(true);
    }
    expectNoProblems(problems);
  });

  it('shows the 404 image and a "Go Back" button to / for an unknown page', async () => {
    const { page, problems } = await suite.open(device);
    const answer = await page.goto('/no/such/page');
    // Search engines and monitors see what the page says.
    expect(answer?.status()).toBe(404);
    const main = page.getByRole('main');
    const goBack = main.getByRole('link', { name: 'Go Back' });
    await goBack.waitFor();
    // An image with a text alternative.
    const image = main.getByRole('img', { name: /\w/ });
    expect(await image.count()).toBe(1);
    const box = await image.boundingBox();
    expect(box && box.width > 100 && box.height > 60, 'the 404 image is drawn').toBe(true);
    // The layout stays around it.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Travel Guide DE' }).isVisible()).toBe(
      true,
    );
    if (device === phone) await expectNoSidewaysScroll(page);

    await goBack.click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Find your next tour' }).waitFor();
    // The browser reports the page's own 404 status; nothing else may fail.
    expectNoProblems(problems, [/status of 404/]);
  });
});

// The titles, the routing and the HTTP headers are the same at every width: checked once.
describe('every public page, at one width', () => {
  const device = desktop;

  it('names every page "{Page} | Travel Guide DE"', async () => {
    const { page, problems } = await suite.open(device);
    await openHome(page);
    await expectTitle(page, 'Home | Travel Guide DE');
    await page.goto('/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    await expectTitle(page, 'Destination | Travel Guide DE');
    await page.goto('/reviews');
    await page.getByRole('heading', { level: 1, name: 'Travelers Review' }).waitFor();
    await expectTitle(page, 'Reviews | Travel Guide DE');
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go Back' }).waitFor();
    await expectTitle(page, /^\S.* \| Travel Guide DE$/);
    expect(await page.title()).not.toMatch(/^(Home|Destination|Reviews) \|/);
    // Only one document <title>: React's replaces index.html's.
    expect(await page.locator('head > title').count()).toBe(1);
    // The browser reports the unknown page's own 404 status; nothing else may fail.
    expectNoProblems(problems, [/status of 404/]);
  });

  it('matches routes case-insensitively: /Destination, /DESTINATION, /Reviews, /Login', async () => {
    const { page, problems } = await suite.open(device);
    for (const path of ['/Destination', '/DESTINATION']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
      await page.getByRole('link', { name: 'Book now' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Book now' }).count(), path).toBeGreaterThanOrEqual(8);
      await expectTitle(page, 'Destination | Travel Guide DE');
      expect(await page.getByRole('link', { name: 'Go Back' }).count(), `${path} is not the 404 page`).toBe(
        0,
      );
    }
    await page.goto('/Reviews');
    await page.getByRole('heading', { level: 1, name: 'Travelers Review' }).waitFor();
    for (const path of ['/Login', '/LOGIN']) {
      await page.goto(path);
      await expectTitle(page, 'Login | Travel Guide DE');
      // The login page is the 'SIGN IN' form.
      await page.getByRole('heading', { name: /sign in/i }).waitFor();
      expect(await page.getByRole('link', { name: 'Go Back' }).count(), `${path} is not the 404 page`).toBe(
        0,
      );
    }
    expectNoProblems(problems);
  });

  it('serves the page with security headers and cacheable hashed assets', async () => {
    const { page, problems } = await suite.open(device);
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    const response = await page.goto('/');
    await page.getByRole('heading', { name: 'Find your next tour' }).waitFor();
    if (!response) throw new Error('no response for /');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toBeTruthy();
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(headers['x-content-type-options']).toBe('nosniff');

    // Lazy pages and the contact form load their chunks after the first paint.
    await page.getByRole('textbox', { name: 'Email address' }).waitFor();
    const kinds = new Set(assets.map((asset) => new URL(asset.url()).pathname.split('.').pop()));
    expect(kinds.has('js') && kinds.has('css'), 'scripts and styles come from /assets/').toBe(true);
    for (const asset of assets) {
      expect(asset.status(), asset.url()).toBe(200);
      expect(asset.headers()['cache-control'], asset.url()).toMatch(/max-age=31536000/);
    }
    expect(headers['cache-control'], 'index.html (the app shell) is not cached').toMatch(/no-cache/);
    expectNoProblems(problems);
  });
});

describe.each(devices)('/destination at $name width', ({ name, device }) => {
  // One page load: what the list shows, then the tooltip and Book now, as a visitor goes on. Each
  // card's own content is DestinationCard's test (destination-card.test.tsx).
  it('lists every destination as a card with its image, announces each tooltip once, shows it on hover and keyboard focus, and Book now asks a visitor to log in', async () => {
    const destinations = await getJson<ApiDestination[]>(suite, '/api/destination');
    expect(destinations.length).toBeGreaterThanOrEqual(8);
    const { page, problems } = await suite.open(device);
    await page.goto('/destination');
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    await expectTitle(page, 'Destination | Travel Guide DE');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(destinations.length);

    // The demo catalogue's first prices: Berlin $500, Munich $688.
    const berlin = cards.filter({ has: page.getByRole('heading', { name: 'Berlin', exact: true }) });
    expect(await berlin.getByText('Cost: $500', { exact: true }).count()).toBe(1);
    const munich = cards.filter({ has: page.getByRole('heading', { name: 'Munich', exact: true }) });
    expect(await munich.getByText('Cost: $688', { exact: true }).count()).toBe(1);
    for (const [index, destination] of destinations.entries()) {
      const label = destination.destinationName;
      expect(await cards.nth(index).getByRole('heading', { name: label, exact: true }).count(), label).toBe(
        1,
      );
    }

    // Every card image loads, from a srcset of /media/ WebP files.
    expect(await expectImagesLoaded(page.locator('img'))).toBeGreaterThanOrEqual(8);

    // The tooltip's text is each Book now link's accessible description, in the catalogue's order,
    // and a screen reader walking a card does not read it a second time as text.
    const tips = destinations.map((d) => `Book now ${d.destinationName} as your travel destination`);
    expect(await linkDescriptions(page, 'Book now')).toEqual(tips);
    const walk = await berlin.ariaSnapshot();
    const berlinTip = 'Book now Berlin as your travel destination';
    const readAsText = walk.split('\n').filter((line) => line.includes(berlinTip));
    expect(readAsText, `the card as a screen reader walks it:\n${walk}`).toEqual([]);
    if (name === 'phone') await expectNoSidewaysScroll(page);

    const second = destinations[1];
    if (!second) throw new Error('the catalogue has fewer than 2 destinations');
    const card = cards.filter({
      has: page.getByRole('heading', { name: second.destinationName, exact: true }),
    });
    const book = card.getByRole('link', { name: 'Book now' });
    await book.waitFor();
    await waitForApp(page);
    const tipText = `Book now ${second.destinationName} as your travel destination`;
    // daisyUI draws data-tip in ::before and shows it by opacity; our CSS adds an empty alternative
    // text (`/ ""`) so that screen readers do not hear it twice.
    const tipShown = () =>
      book.evaluate((link, text) => {
        const holder = link.closest('[data-tip]');
        if (!holder) return 'no tooltip';
        const style = getComputedStyle(holder, '::before');
        return style.content.startsWith(JSON.stringify(text)) && Number(style.opacity) > 0.9
          ? 'shown'
          : 'hidden';
      }, tipText);
    expect(await tipShown()).toBe('hidden');

    if (name === 'desktop') {
      await book.hover();
      await poll(tipShown, 'tooltip on hover').toBe('shown');
      await page.mouse.move(0, 0);
      await poll(tipShown).toBe('hidden');
    }
    // Keyboard: Tab from the first card's Book now link reaches the second one.
    await cards.first().getByRole('link', { name: 'Book now' }).focus();
    await page.keyboard.press('Tab');
    expect(await book.evaluate((link) => link === document.activeElement)).toBe(true);
    await poll(tipShown, 'tooltip on keyboard focus').toBe('shown');
    // The shown tooltip fits in the viewport (on a phone it must not run off the left edge).
    const tip = await book.evaluate((link) => {
      const holder = link.closest('[data-tip]');
      if (!holder) return null;
      const style = getComputedStyle(holder, '::before');
      const box = holder.getBoundingClientRect();
      const left = box.left + Number.parseFloat(style.left);
      return { left, right: left + Number.parseFloat(style.width), viewport: window.innerWidth };
    });
    expect(tip).not.toBeNull();
    expect(tip!.left, 'tooltip left edge').toBeGreaterThanOrEqual(0);
    expect(tip!.right, 'tooltip right edge').toBeLessThanOrEqual(tip!.viewport);

    // The destination page needs an account: a signed-out visitor is sent to /login.
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');
    await expectTitle(page, 'Login | Travel Guide DE');
    expectNoProblems(problems);
  });
});

describe.each(devices)('/reviews at $name width', ({ name, device }) => {
  it('lists the reviews of the first page in order: comment, stars and name', async () => {
    // The page's first page of reviews (other files on this server add reviews of their own).
    const reviews = await getJson<ApiReview[]>(suite, '/api/review?limit=12&offset=0');
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    const { page, problems } = await suite.open(device);
    await page.goto('/reviews');
    await page.getByRole('heading', { level: 1, name: 'Travelers Review' }).waitFor();
    await expectTitle(page, 'Reviews | Travel Guide DE');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(reviews.length);

    for (const [index, review] of reviews.entries()) {
      const card = cards.nth(index);
      const label = `review by ${review.name}`;
      expect(await card.getByText(review.comment).count(), label).toBe(1);
      expect(await card.getByText(review.name).count(), label).toBeGreaterThanOrEqual(1);
      // Its stars, named and read-only, are ReviewCard's test (review-card.test.tsx).
      expect(await card.getByRole('img', { name: `Rated ${review.rating} out of 5` }).count(), label).toBe(1);
    }
    if (name === 'phone') await expectNoSidewaysScroll(page);
    expectNoProblems(problems);
  });
});

describe('the legal pages', () => {
  it("are linked from every page's footer; the imprint names the operator, rendered by the server", async () => {
    const { operator } = await getJson<{ operator: { name: string; email: string } }>(
      suite,
      '/api/site-info',
    );
    // Server-rendered like the other public pages: the HTML already holds the text and its title.
    const html = await (await fetch(`${suite.server().url}/imprint`)).text();
    expect(html).toContain('<title>Imprint | Travel Guide DE</title>');
    expect(html).toContain(operator.name);

    const { page, problems } = await suite.open(phone);
    await openHome(page);
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
    const pagesOfFooter = [
      { link: 'Imprint', path: '/imprint', section: 'Provider' },
      { link: 'Privacy notice', path: '/privacy', section: 'Who is responsible' },
      { link: 'Booking terms', path: '/terms', section: 'Cancellation and refunds' },
    ];
    for (const { link, path, section } of pagesOfFooter) {
      await legal.getByRole('link', { name: link, exact: true }).click();
      await waitForPath(page, path);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
      await expectTitle(page, `${link} | Travel Guide DE`);
      await expectNoSidewaysScroll(page);
    }
    await legal.getByRole('link', { name: 'Imprint', exact: true }).click();
    await waitForPath(page, '/imprint');
    const main = page.getByRole('main');
    await main.getByText(operator.name, { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: operator.email }).first().getAttribute('href')).toBe(
      `mailto:${operator.email}`,
    );
    expectNoProblems(problems);
  });
});

describe('HTTP answers outside the browser', () => {
  it('answers GET / with the app and the page paths with the uncached shell, whatever the encoding', async () => {
    const { url } = suite.server();
    // Browsers ask for compressed answers; the shell must stay uncached in every encoding, or a
    // browser keeps an old index.html (and its old chunk names) after a release.
    const cacheControl: string[] = [];
    for (const encoding of ['identity', 'gzip', 'br', 'gzip, deflate, br']) {
      for (const path of ['/', '/destination', '/reviews', '/no/such/page']) {
        const where = `${path} with Accept-Encoding: ${encoding}`;
        const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } });
        // An address of no page still gets the shell (its app shows "not found"), with status 404.
        expect(response.status, where).toBe(path === '/no/such/page' ? 404 : 200);
        expect(response.headers.get('content-type'), where).toMatch(/^text\/html/);
        expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
        expect(await response.text(), where).toContain('<div id="root">');
        cacheControl.push(`${where}: ${response.headers.get('cache-control')}`);
      }
    }
    const cached = cacheControl.filter((line) => !/: .*no-cache/.test(line));
    expect(cached.join('\n'), 'app shells sent without no-cache').toBe('');
  });

  it('answers an unknown /api/x with a JSON 404 and a readable message', async () => {
    const { url } = suite.server();
    for (const path of ['/api/x', '/api/no/such/call']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      const body = (await response.json()) as { message?: unknown };
      expect(typeof body.message, path).toBe('string');
      expect(String(body.message).length, path).toBeGreaterThan(5);
    }
  });
});
