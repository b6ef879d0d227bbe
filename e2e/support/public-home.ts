import { expect } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';

/** The home page, loaded far enough that its sections are there. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Find your next tour' }).waitFor();
}

/** The photo carousel: the region that assistive technology announces as a carousel. */
export function carousel(page: Page): Locator {
  return page.locator('[aria-roledescription="carousel"]');
}

/**
 * The slide the carousel is showing first (1-based): the first slide whose picture starts at or
 * right of the carousel's left edge. Slides that lie left of the edge have been scrolled past.
 */
export function activeSlide(region: Locator): Promise<number> {
  return region.evaluate((root) => {
    const left = root.getBoundingClientRect().left;
    const slides = Array.from(root.querySelectorAll('[aria-roledescription="slide"]'));
    const index = slides.findIndex((slide) => {
      const picture = slide.querySelector('img') ?? slide;
      return picture.getBoundingClientRect().left >= left - 2;
    });
    return index + 1;
  });
}

/** True when the image lies within the carousel's left and right edges (not hidden sideways). */
export async function shownInCarousel(region: Locator, image: Locator): Promise<boolean> {
  const [outer, inner] = await Promise.all([region.boundingBox(), image.boundingBox()]);
  if (!outer || !inner) return false;
  return inner.x >= outer.x - 2 && inner.x + inner.width <= outer.x + outer.width + 2;
}

/** Drags the carousel sideways with the mouse, starting on the slide it shows first. */
export async function dragCarousel(page: Page, region: Locator, direction: 'left' | 'right'): Promise<void> {
  const slide = region.getByRole('group').nth((await activeSlide(region)) - 1);
  const box = await slide.locator('img').boundingBox();
  if (!box) throw new Error('the active slide has no box');
  const y = box.y + box.height / 2;
  const startX = direction === 'left' ? box.x + box.width * 0.75 : box.x + box.width * 0.25;
  const distance = (direction === 'left' ? -1 : 1) * box.width * 0.6;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(startX + (distance * step) / steps, y);
  }
  await page.mouse.up();
}

/** The contact form's controls, by their visible labels. */
export function contactForm(page: Page) {
  return {
    email: page.getByLabel('Email address', { exact: true }),
    subject: page.getByLabel('Subject', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    submit: page
      .getByRole('region', { name: 'Stay connected with us' })
      .getByRole('button', { name: 'Submit' }),
  };
}

export interface ContactMessage {
  email: string;
  subject: string;
  message: string;
}

export async function fillContactForm(page: Page, values: ContactMessage): Promise<void> {
  const form = contactForm(page);
  await form.email.fill(values.email);
  await form.subject.fill(values.subject);
  await form.message.fill(values.message);
}

export function isEmailPost(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/email';
}

/** Submits the filled form and answers the POST /api/email response. */
export async function submitContactForm(page: Page): Promise<Response> {
  const answer = page.waitForResponse(isEmailPost);
  await contactForm(page).submit.click();
  return answer;
}

/** A stored message: 201 with an insertedId. */
export async function expectStored(response: Response): Promise<string> {
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { insertedId?: unknown };
  expect(typeof body.insertedId).toBe('string');
  expect(String(body.insertedId).length).toBeGreaterThan(0);
  return String(body.insertedId);
}

/** The values the three contact fields hold now. */
export async function contactValues(page: Page): Promise<string[]> {
  const form = contactForm(page);
  return Promise.all([form.email.inputValue(), form.subject.inputValue(), form.message.inputValue()]);
}
