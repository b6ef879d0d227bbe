import { mkdirSync } from 'node:fs';
import { destinationSearchMessages } from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './support/a11y';
import { logIn, verifiedUser, type Site } from './support/accounts';
import { desktop, phone } from './support/browser';
import { addDestinationByApi } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import {
  devices,
  expectNoProblems,
  expectNoSidewaysScroll,
  expectTitle,
  focused,
  poll,
  waitForPath,
  waitForApp,
} from './support/pages';

/*
 * The traveller's search on /destination: words, price range, minimum rating and order, all kept in
 * the address (reload, Back, shared links), the pages, the empty and error states, and the map of
 * the results. Expected cards come from the API's own answer to the same search.
 */
const suite = e2eSuite();
const SHOTS = '/tmp/shots-u';
mkdirSync(SHOTS, { recursive: true });

const PAGE_SIZE = 12;

interface ApiDestination {
  _id: string;
  destinationName: string;
  cost: number;
  img: string;
}

/** GET /api/destination with the page's own page size: the cards the page must show, and the total. */
async function searchApi(
  site: Site,
  params: Record<string, string>,
): Promise<{ items: ApiDestination[]; total: number }> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: '0', ...params });
  const res = await fetch(`${site.server().url}/api/destination?${query}`);
  expect(res.status).toBe(200);
  return { items: (await res.json()) as ApiDestination[], total: Number(res.headers.get('x-total-count')) };
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const shownNames = (page: Page) => cards(page).getByRole('heading').allTextContents();
const searchBox = (page: Page) => page.getByLabel('Search destinations');
const countLine = (page: Page) => page.getByText(/^\d+ destinations?$/);

/** The address's search as a plain object, e.g. { q: 'castle', sort: 'price' }. */
function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function expectAddress(page: Page, search: Record<string, string>): Promise<void> {
  await poll(() => searchOf(page), 'the address bar').toEqual(search);
  expect(new URL(page.url()).pathname).toBe('/destination');
}

/** The cards (in order) and the count are the API's answer to `params`. */
async function expectResults(page: Page, params: Record<string, string>): Promise<ApiDestination[]> {
  const { items, total } = await searchApi(suite, params);
  await poll(() => shownNames(page), `cards for ${JSON.stringify(params)}`).toEqual(
    items.map((d) => d.destinationName),
  );
  await poll(() => countLine(page).textContent()).toBe(
    `${total} ${total === 1 ? 'destination' : 'destinations'}`,
  );
  return items;
}

async function openCatalogue(page: Page, path = '/destination'): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
  // The count shows with the first results, and with none ("0 destinations").
  await countLine(page).waitFor();
  await waitForApp(page);
}

describe.each(devices)('/destination search at $name width', ({ name, device }) => {
  it('searches by words: the address and the cards change, reload keeps them, Back returns', async () => {
    const { page, problems } = await suite.open(device);
    await openCatalogue(page);
    await expectTitle(page, 'Destination | Travel Guide DE');
    const all = await expectResults(page, {});
    expect(all.length).toBe(PAGE_SIZE);
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Castle, Lübeck, river…');

    await searchBox(page).fill('castle');
    await searchBox(page).press('Enter');
    await expectAddress(page, { q: 'castle' });
    const castles = (await expectResults(page, { q: 'castle' })).map((d) => d.destinationName);
    expect(castles).toEqual(expect.arrayContaining(['Neuschwanstein', 'Heidelberg']));
    expect(castles).not.toContain('Berlin');
    // A card found by search is the same card as in the full list: Book now with its tooltip.
    const heidelberg = cards(page).filter({ has: page.getByRole('heading', { name: 'Heidelberg' }) });
    expect(await heidelberg.locator('[data-tip]').getAttribute('data-tip')).toBe(
      'Book now Heidelberg as your travel destination',
    );
    expect(await heidelberg.getByRole('link', { name: 'Book now' }).getAttribute('href')).toMatch(
      /^\/destination\/[^/]+$/,
    );
    await page.screenshot({ path: `${SHOTS}/${name}-castle.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-castle-top.png` });
    if (name === 'phone') await expectNoSidewaysScroll(page);
    expect(await blockingViolations(page)).toEqual([]);

    await page.reload();
    await expectResults(page, { q: 'castle' });
    expect(await searchBox(page).inputValue()).toBe('castle');

    // Umlauts and case are forgiven; the Search button searches too.
    await searchBox(page).fill('LUBECK');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectAddress(page, { q: 'LUBECK' });
    expect(await expectResults(page, { q: 'LUBECK' })).toEqual([
      expect.objectContaining({ destinationName: 'Lübeck' }),
    ]);
    await expect.poll(() => countLine(page).textContent()).toBe('1 destination');

    await page.goBack();
    await expectAddress(page, { q: 'castle' });
    await expectResults(page, { q: 'castle' });
    expect(await searchBox(page).inputValue()).toBe('castle');

    await page.goBack();
    await expectAddress(page, {});
    await expectResults(page, {});
    expect(await searchBox(page).inputValue()).toBe('');
    expectNoProblems(problems);
  });

  it('filters by price and rating and sorts: the order of the cards follows, Back undoes a choice', async () => {
    const { page, problems } = await suite.open(device);
    await openCatalogue(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expectAddress(page, { sort: 'price' });
    const cheapFirst = await expectResults(page, { sort: 'price' });
    const costs = cheapFirst.map((d) => d.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(cheapFirst[0]?.destinationName).toBe('Düsseldorf');

    await page.getByLabel('Min price').fill('200');
    await page.getByLabel('Max price').fill('400');
    await page.getByLabel('Max price').press('Enter');
    await expectAddress(page, { minCost: '200', maxCost: '400', sort: 'price' });
    const inRange = await expectResults(page, { minCost: '200', maxCost: '400', sort: 'price' });
    expect(inRange.length).toBeGreaterThan(1);
    for (const d of inRange) expect(d.cost).toBeGreaterThanOrEqual(200);
    for (const d of inRange) expect(d.cost).toBeLessThanOrEqual(400);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expectAddress(page, { minCost: '200', maxCost: '400', sort: 'price-desc' });
    const dearFirst = await expectResults(page, { minCost: '200', maxCost: '400', sort: 'price-desc' });
    expect(dearFirst.map((d) => d.destinationName)).toEqual(inRange.map((d) => d.destinationName).reverse());

    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expectAddress(page, { minCost: '200', maxCost: '400', sort: 'name' });
    const byName = (await expectResults(page, { minCost: '200', maxCost: '400', sort: 'name' })).map(
      (d) => d.destinationName,
    );
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));

    await page.getByLabel('Minimum rating').selectOption({ label: '4+' });
    await expectAddress(page, { minCost: '200', maxCost: '400', minRating: '4', sort: 'name' });
    await expectResults(page, { minCost: '200', maxCost: '400', minRating: '4', sort: 'name' });
    await page.screenshot({ path: `${SHOTS}/${name}-filters.png` });

    await page.goBack();
    await expectAddress(page, { minCost: '200', maxCost: '400', sort: 'name' });
    expect(await page.getByLabel('Minimum rating').inputValue()).toBe('');

    // A minimum above the maximum is explained, with the contract's sentence, and not searched.
    await page.getByLabel('Min price').fill('500');
    await page.getByLabel('Min price').press('Enter');
    await page.getByText(destinationSearchMessages.costOrder).waitFor();
    expect(await page.getByLabel('Min price').getAttribute('aria-invalid')).toBe('true');
    // A known point, not a guess: a timer the page starts now ends after any search the typing pause
    // (TYPING_PAUSE_MS, 500 ms, in destination-search-form.tsx) scheduled for the keys above.
    await page.evaluate(() => new Promise((ended) => setTimeout(ended, 500)));
    await expectAddress(page, { minCost: '200', maxCost: '400', sort: 'name' });
    if (name === 'phone') await expectNoSidewaysScroll(page);
    expectNoProblems(problems);
  });

  it('searches by itself after a pause in typing; one burst of typing is one history entry', async () => {
    const { page, problems } = await suite.open(device);
    await openCatalogue(page);
    await searchBox(page).pressSequentially('heidel', { delay: 40 });
    await expectAddress(page, { q: 'heidel' });
    await expectResults(page, { q: 'heidel' });
    await searchBox(page).pressSequentially('berg', { delay: 40 });
    await expectAddress(page, { q: 'heidelberg' });
    expect(await expectResults(page, { q: 'heidelberg' })).toHaveLength(1);
    // The words kept their place while the results changed under them.
    expect(await searchBox(page).inputValue()).toBe('heidelberg');
    expect(await focused(page)).toMatchObject({ tag: 'input' });

    await page.goBack();
    await expectAddress(page, {});
    await expectResults(page, {});
    expectNoProblems(problems);
  });

  it('says when nothing matches, and Clear filters shows the whole catalogue again', async () => {
    const { page, problems } = await suite.open(device);
    await openCatalogue(page, '/destination?q=zzqx%20nowhere&minRating=4.5');
    await page.getByText('No destinations match your search').waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe('zzqx nowhere');
    await page.screenshot({ path: `${SHOTS}/${name}-empty.png`, fullPage: true });
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForPath(page, '/destination');
    await expectAddress(page, {});
    await expectResults(page, {});
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await page.getByLabel('Minimum rating').inputValue()).toBe('');
    expectNoProblems(problems);
  });

  it("shows the results on the map; its markers are reached by Tab and open the destination's page", async () => {
    const user = await verifiedUser(suite);
    const { page, problems } = await suite.open(device);
    await logIn(page, user);
    await openCatalogue(page, '/destination?q=castle');
    const castles = await expectResults(page, { q: 'castle' });
    const map = page.getByRole('group', { name: `Map of Germany with ${castles.length} destinations` });
    await map.waitFor();
    await page.getByRole('heading', { name: 'On the map' }).waitFor();
    const markers = map.getByRole('link');
    await poll(() => markers.count()).toBe(castles.length);
    if (name === 'phone') await expectNoSidewaysScroll(page);
    await map.scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'On the map' }).screenshot({ path: `${SHOTS}/${name}-map.png` });

    // From the last card's Book now, Tab walks the markers north to south.
    await cards(page).last().getByRole('link', { name: 'Book now' }).focus();
    const walked: string[] = [];
    for (let i = 0; i < castles.length; i += 1) {
      await page.keyboard.press('Tab');
      walked.push((await focused(page)).label);
    }
    expect(walked).toEqual(['Nuremberg', 'Heidelberg', 'Neuschwanstein']);

    // Back to Heidelberg's marker, and Enter opens its page.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).label).toBe('Heidelberg');
    const heidelberg = castles.find((d) => d.destinationName === 'Heidelberg');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/destination/${heidelberg?._id}`);
    await page.getByRole('heading', { level: 1, name: 'Heidelberg' }).waitFor();

    // The map follows the search.
    await page.goBack();
    await searchBox(page).fill('lubeck');
    await searchBox(page).press('Enter');
    await expectResults(page, { q: 'lubeck' });
    const one = page.getByRole('group', { name: 'Map of Germany with 1 destination' });
    await poll(() => one.getByRole('link').count()).toBe(1);
    expect(await one.getByRole('link').getAttribute('aria-label')).toBe('Lübeck');
    expectNoProblems(problems);
  });
});

describe('/destination on a slow phone', () => {
  it('adds Search once when the pause in typing ends before the page has shown its results', async () => {
    const { page, problems } = await suite.open(phone);
    await openCatalogue(page, '/destination?q=castle');
    const searchButton = await page.getByRole('button', { name: 'Search', exact: true }).elementHandle();
    expect(searchButton).not.toBeNull();
    await searchBox(page).fill('LUBECK');
    // A phone too busy to keep up: the CPU at a twentieth of its speed, and Search pressed just as
    // the typing pause (500 ms) ends, with the main thread held past it. The pause's timer then
    // runs while the page is still rendering Search's results, with the old search on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.evaluate((button) => {
      const hold = (ms: number) => {
        const start = performance.now();
        while (performance.now() - start < ms);
      };
      hold(480);
      if (button instanceof HTMLElement) button.click();
      hold(300);
    }, searchButton);
    await expectAddress(page, { q: 'LUBECK' });
    await expectResults(page, { q: 'LUBECK' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // One entry for the one search: Back returns to the castles.
    await page.goBack();
    await expectAddress(page, { q: 'castle' });
    await expectResults(page, { q: 'castle' });
    expectNoProblems(problems);
  });
});

describe('/destination rendered on the server', () => {
  it("sends the address's search, its cards and its form in the HTML, before any JavaScript", async () => {
    const res = await fetch(`${suite.server().url}/destination?q=castle&sort=price`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { items } = await searchApi(suite, { q: 'castle', sort: 'price' });
    const headings = [...html.matchAll(/<h2[^>]*class="card-title[^"]*"[^>]*>([^<]+)<\/h2>/g)].map(
      (m) => m[1],
    );
    expect(headings).toEqual(items.map((d) => d.destinationName));
    expect(html).toContain(`${items.length} destinations`);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="castle"/);
    expect(html).toMatch(/<option value="price" selected="">Price: low to high<\/option>/);
  });
});

describe('/destination pages and errors', () => {
  // The same at every width. What the form shows for the bad values is DestinationSearchForm's test.
  it('ignores bad values in the address and keeps the good ones', async () => {
    const { page, problems } = await suite.open(desktop);
    await openCatalogue(page, '/destination?q=castle&minCost=cheap&sort=random&minRating=9&page=-2');
    await expectResults(page, { q: 'castle' });
    expectNoProblems(problems);
  });

  it('turns pages of 12, the page in the address, and a new search starts on page 1', async () => {
    // Two more, so that the catalogue has a second page; archived again after the test.
    for (const name of ['Spreewald', 'Sylt']) await addDestinationByApi(suite, { destinationName: name });
    const { total } = await searchApi(suite, {});
    expect(total).toBeGreaterThan(PAGE_SIZE);

    const { page, problems } = await suite.open(desktop);
    await openCatalogue(page);
    await expectResults(page, {});
    const pager = page.getByRole('navigation', { name: 'Destination pages' });
    await pager.getByText('Page 1 of 2').waitFor();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expectAddress(page, { page: '2' });
    await expectResults(page, { offset: String(PAGE_SIZE) });
    await pager.getByText('Page 2 of 2').waitFor();
    // The reader is taken to the start of the new page.
    expect((await focused(page)).text).toBe(`${total} destinations`);

    await page.reload();
    await expectResults(page, { offset: String(PAGE_SIZE) });
    await page.goBack();
    await expectAddress(page, {});
    await expectResults(page, {});

    await page.goForward();
    await expectAddress(page, { page: '2' });
    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expectAddress(page, { sort: 'name' });
    await expectResults(page, { sort: 'name' });

    // An address past the last page offers the first one.
    await openCatalogue(page, '/destination?page=9');
    await page.getByText('No destinations on this page').waitFor();
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expectAddress(page, {});
    await expectResults(page, {});
    expectNoProblems(problems);
  });

  it('shows a failed search with Try again, which searches again', async () => {
    const { page, problems } = await suite.open(desktop);
    await openCatalogue(page);
    const searchCall = (url: URL) => url.pathname === '/api/destination' && url.search !== '';
    await page.route(searchCall, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The search is not available right now.' }),
      }),
    );
    await searchBox(page).fill('castle');
    await searchBox(page).press('Enter');
    const failure = page.getByRole('alert').filter({ hasText: 'We could not load the destinations' });
    await failure.waitFor();
    expect(await failure.getByText('The search is not available right now.').count()).toBe(1);
    await page.unroute(searchCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expectResults(page, { q: 'castle' });
    expectNoProblems(problems, [/status of 400/]);
  });
});
