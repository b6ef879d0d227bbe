import { describe, expect, it } from 'vitest';
import { type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { devices, expectNoProblems, getJson, waitForApp } from './support/pages';
import { type ApiReview } from './support/reviews';

/*
 * The public pages arrive as HTML with their content, then come to life (hydration) without a
 * mismatch; every page's HTML carries its own title, description and link-preview tags, also a
 * destination's page, which itself is only for signed-in travellers.
 */
const suite = e2eSuite();

async function html(path: string): Promise<{ status: number; body: string; csp: string }> {
  const res = await fetch(`${suite.server().url}${path}`);
  return {
    status: res.status,
    body: await res.text(),
    csp: res.headers.get('content-security-policy') ?? '',
  };
}

/** The content of `<meta property|name="key" content="…">`, as the HTML has it. */
function meta(body: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(body);
  return match?.[1];
}

/** HTML text as read: the entities React and the server write, decoded. */
const unescape = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('HTML the server sends', () => {
  it('home: the hero, the three preview cards, the photos and the data it was rendered from', async () => {
    const destinations = await getJson<ApiDestination[]>(suite, '/api/destination');
    const { status, body } = await html('/');
    expect(status).toBe(200);
    expect(body).toContain('Find your next tour');
    for (const { destinationName } of destinations.slice(0, 3))
      expect(body).toContain(`>${destinationName}</h3>`);
    expect(body).not.toContain(`>${destinations[3]!.destinationName}</h3>`);
    expect(body).toMatch(/<script type="application\/json" id="tgde-state">/);
    // Nothing for the CSP to refuse: the only scripts are the module and the data block.
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attributes) => / src="|type="application\/json"/.test(attributes ?? ''))).toBe(
      true,
    );
    expect(body).not.toMatch(/ style="/);
    expect(body.match(/<title>/g)?.length).toBe(1);
  });

  it('/destination: the search in the address decides the cards', async () => {
    const { body } = await html('/destination?q=castle&sort=price');
    expect(body).toContain('Explore Germany');
    for (const name of ['Neuschwanstein', 'Heidelberg']) expect(body).toContain(`>${name}</h2>`);
    expect(body).not.toContain('>Berlin</h2>');
  });

  it('/reviews: the first reviews', async () => {
    const reviews = await getJson<ApiReview[]>(suite, '/api/review?limit=12&offset=0');
    const { body } = await html('/reviews');
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews.slice(0, 3)) expect(unescape(body)).toContain(review.comment);
  });

  it.each([
    ['/', 'Home | Travel Guide DE'],
    ['/destination', 'Destination | Travel Guide DE'],
    ['/reviews', 'Reviews | Travel Guide DE'],
    ['/login', 'Travel Guide DE'],
  ])('%s has its own title, description and Open Graph tags', async (path, title) => {
    const { body } = await html(path);
    const origin = suite.server().url;
    expect(body).toContain(`<title>${title}</title>`);
    expect(meta(body, 'og:title')).toBe(title);
    expect(meta(body, 'description')?.length).toBeGreaterThan(40);
    expect(meta(body, 'og:description')).toBe(meta(body, 'description'));
    expect(meta(body, 'og:url')).toBe(`${origin}${path}`);
    expect(meta(body, 'og:image')).toMatch(new RegExp(`^${origin}/media/[\\w-]+\\.webp$`));
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
  });

  it("a destination's page names the destination and preloads its picture, though it needs an account", async () => {
    const [, munich] = await getJson<ApiDestination[]>(suite, '/api/destination');
    const { status, body } = await html(`/destination/${munich!._id}`);
    expect(status).toBe(200);
    expect(body).toContain('<title>Munich | Travel Guide DE</title>');
    expect(meta(body, 'og:type')).toBe('article');
    // The start of its description, cut at a word within 160 characters.
    const description = unescape(meta(body, 'description') ?? '');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(munich!.description.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(meta(body, 'og:image')).toBe(`${suite.server().url}${munich!.img}`);
    expect(body).toMatch(/<link rel="preload" as="image" href="\/media\/[\w-]+\.webp" imagesrcset="/);
    // An unknown destination gets the site's own tags.
    const unknown = await html('/destination/00000000-0000-4000-8000-000000000000');
    expect(unknown.body).toContain('<title>Travel Guide DE</title>');
  });
});

describe.each(devices)('hydration at $name width', ({ device }) => {
  it.each(['/', '/destination?q=castle', '/reviews', '/de/destination?q=castle'])(
    '%s comes to life without a mismatch and stays as the server drew it',
    async (path) => {
      const { page, problems } = await suite.open(device);
      const served = await (await fetch(`${suite.server().url}${path}`)).text();
      const headings = [...served.matchAll(/<h[123][^>]*>([^<]+)<\/h[123]>/g)].map((m) => unescape(m[1]!));
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      for (const heading of headings.slice(0, 6)) {
        expect(
          await page.getByRole('heading', { name: heading, exact: true }).count(),
          heading,
        ).toBeGreaterThan(0);
      }
      expect(await page.locator('title').count()).toBe(1);
      expectNoProblems(problems);
    },
  );
});
