import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * Accessibility scans with axe-core: WCAG 2.0 and 2.1, levels A and AA. A page passes when axe finds
 * nothing serious or critical; the report names each rule, what it asks for and the elements that
 * break it, so that a failure says where to look.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements, with axe's summary of what is wrong with each. */
  targets: string[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself: its script put into the document once (again after a
 * navigation), then `axe.run`. Not through @axe-core/playwright, whose scan opens a blank page to
 * finish each run in: four times as long here (4 s against 1 s a page on a 2-core machine), and our
 * pages have no frames from other origins, which is what that page is for.
 */
export async function runAxe(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Both ways as JSON text: axe's types are too deep for Playwright's argument and result types.
  const results = await page.evaluate(
    async (json) => {
      const { within, runOptions } = JSON.parse(json) as { within: ElementContext; runOptions: RunOptions };
      const { axe } = window as unknown as {
        axe: { run(c: ElementContext, o: RunOptions): Promise<AxeResults> };
      };
      return JSON.stringify(await axe.run(within, runOptions));
    },
    JSON.stringify({ within: context, runOptions: options }),
  );
  return JSON.parse(results) as AxeResults;
}

/**
 * The serious and critical WCAG A/AA violations axe finds on the page as it is now. Only violations
 * are collected in full (axe keeps one example of what passed), which roughly halves axe's time.
 */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  const results = await runAxe(
    page,
    { exclude: [] },
    {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      resultTypes: ['violations'],
    },
  );
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((node) => {
        const where = node.target.map(String).join(' >> ');
        const why = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return why ? `${where}: ${why}` : where;
      }),
    }));
}

/** One readable block per violation: rule, impact, what it asks, and every offending element. */
export function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${where}: [${f.impact}] ${f.id}: ${f.help} (${f.helpUrl})\n` +
        f.targets.map((t) => `    - ${t}`).join('\n'),
    )
    .join('\n');
}

/**
 * Waits until the page shows its real content rather than a loading state: `ready` is visible, no
 * spinner is left in the page, the page has its title, and no finite animation (a dialog sliding in, a fade) is running, since
 * axe measures colours as they are drawn at that moment.
 */
export async function settle(page: Page, ready: Locator): Promise<void> {
  await ready.filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('.loading-spinner').count()).toBe(0);
  // React puts a page's <title> back in <head> once the page's own code has run: axe judges the
  // page as it then stands.
  await page.waitForFunction(() => document.title !== '');
  // Endless ones (daisyUI's scroll-driven page marker, for one) are left out: they never finish.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState !== 'running' || typeof end !== 'number' || !Number.isFinite(end);
    }),
  );
}

/** Scans the page and fails with the readable report when anything serious or critical is found. */
export async function expectNoBlockingViolations(page: Page, where: string): Promise<void> {
  const findings = await blockingViolations(page);
  // Compared as text, so that the failure shows the whole report rather than a count.
  expect(describeFindings(where, findings)).toBe('');
}
