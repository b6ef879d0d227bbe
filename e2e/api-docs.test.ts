import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoBlockingViolations } from './support/a11y';
import { desktop, phone } from './support/browser';
import { e2eSuite } from './support/fixtures';

/*
 * The API reference at /api/docs in a real browser, under the site's real CSP: nothing is refused,
 * its own stylesheet applies, axe finds nothing serious, and it fits a 375 px phone.
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-api-docs';
mkdirSync(SHOTS, { recursive: true });

const suite = e2eSuite();

describe.each([
  ['desktop', desktop, 1280],
  ['phone', phone, 375],
] as const)('/api/docs on a %s', (name, device, width) => {
  it('shows every operation, styled, with no CSP violation and no axe finding', async () => {
    const { page, problems } = await suite.open(device);
    // Recorded by the browser itself, whatever the page does: the CSP reports each refusal here.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
    });
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Travel Guide DE API');

    const spec = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    for (const operation of operations)
      expect(headings.map((h) => h.replace(/\s+/g, ' '))).toContain(operation);

    // The stylesheet applied: a GET badge has its colour, not the browser's default.
    const badge = page.locator('main .method-get').first();
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');

    // Landmarks and the table of contents lead to the operations.
    await expect.poll(() => page.getByRole('navigation', { name: 'Contents' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('main').count()).toBe(1);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Bookings', exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#bookings');

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
    await expectNoBlockingViolations(page, `/api/docs (${name})`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/api-docs-${name}.png` });
    await page
      .locator('#post-api-bookeddestination')
      .screenshot({ path: `${SHOTS}/api-docs-${name}-booking.png` });
  }, 60_000);
});
