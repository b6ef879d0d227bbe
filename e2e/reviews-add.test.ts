import { describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn, verifiedUser } from './support/accounts';
import { bookByApi, payByApi } from './support/bookings';
import { catalogue } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { horizontalOverflow, toast, unexpectedProblems } from './support/pages';
import { reviewByApi } from './support/reviews';

/*
 * Add Review (a star rating from 0 to 5 that starts at 2, by mouse and keyboard, and an optional
 * destination) and /reviews, where a new review shows at once, newest first. The 'Booked with us'
 * mark waits until a paid trip there has taken place, which a browser test cannot wait for: a
 * paid trip still to come earns none.
 */
const suite = e2eSuite();

describe('add review', () => {
  it('starts at 2 stars, asks for a comment, takes a rating by keyboard, and lists the review', async () => {
    const traveller = await verifiedUser(suite, 'Klara Keyboard');
    const destinations = await catalogue(suite);
    const destination = destinations.find((d) => d.reviewCount === 0) ?? destinations[0]!;
    // A paid trip there that is still to come: no 'Booked with us' mark yet.
    await payByApi(suite, traveller, await bookByApi(suite, traveller, destination, '2027-03-01'));

    const { page, problems } = await suite.open();
    await logIn(page, traveller, { from: '/login?redirect=%2Fdashboard%2FaddReview' });
    await page.getByRole('heading', { name: 'Please Give us a Review' }).waitFor();
    expect(await page.title()).toBe('Add Review | Travel Guide DE');
    expect(await page.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);

    const submit = page.getByRole('button', { name: 'Submit Review' });
    await submit.click();
    await page.getByText('Comment is Required').waitFor();

    const comment = `Lovely canals and friendly people ${Date.now()}`;
    await page.getByLabel('Comment').fill(comment);
    // By keyboard: Tab into the radio group lands on the checked star; arrows change it.
    await page.getByLabel('Comment').focus();
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('radio', { name: '2 stars' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Destination (optional)').selectOption({ label: destination.destinationName });
    await submit.click();
    await toast(page, 'Review Added Successfully').waitFor();
    // The form starts over.
    await expect.poll(() => page.getByLabel('Comment').inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);

    // On /reviews at once, newest first.
    await page.getByRole('link', { name: 'Reviews', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Travelers Review' }).waitFor();
    const card = page.getByRole('main').getByRole('listitem').first();
    await card.getByText(comment).waitFor();
    await card.getByRole('img', { name: 'Rated 3 out of 5' }).waitFor();
    // Public pages name people by first name and initial.
    await card.getByText('Rated by Klara K.').waitFor();
    await card.getByText(destination.destinationName).waitFor();
    expect(await card.getByText('Booked with us').count()).toBe(0);

    // The destination's card counts it at once (the server drops its cached catalogue).
    const counted = (await catalogue(suite)).find((d) => d._id === destination._id);
    expect(counted?.reviewCount).toBe(destination.reviewCount + 1);
    const after = { reviewCount: destination.reviewCount + 1 };
    await page.goto('/destination');
    const destinationCard = page.getByRole('article').filter({ hasText: destination.destinationName });
    await destinationCard
      .getByText(`${after.reviewCount} ${after.reviewCount === 1 ? 'review' : 'reviews'}`, { exact: false })
      .waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('takes 0 and 5 stars by mouse, without a destination', async () => {
    const traveller = await verifiedUser(suite, 'Max Mouse');
    const { page, problems } = await suite.open();
    await logIn(page, traveller, { from: '/login?redirect=%2Fdashboard%2FaddReview' });
    await page.getByRole('radio', { name: '5 stars' }).click();
    expect(await page.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '0 stars' }).click();
    expect(await page.getByRole('radio', { name: '0 stars' }).isChecked()).toBe(true);
    const comment = `Not my cup of tea ${Date.now()}`;
    await page.getByLabel('Comment').fill(comment);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await toast(page, 'Review Added Successfully').waitFor();
    await page.goto('/reviews');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: comment });
    await card.getByRole('img', { name: 'Rated 0 out of 5' }).waitFor();
    expect(await card.getByText('Booked with us').count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('reviews page', () => {
  it('pages with Load more, newest first, and fits a 375 px phone', async () => {
    const writer = await verifiedUser(suite, 'Paula Pages');
    // More than one page of 12, whatever the other tests added.
    for (let i = 1; i <= 13; i += 1) {
      await reviewByApi(suite, writer, { comment: `Paged review ${i}`, rating: i % 6 });
    }
    const { page, problems } = await suite.open(phone);
    await page.goto('/reviews');
    await page.getByRole('heading', { name: 'Travelers Review' }).waitFor();
    const items = page.getByRole('main').getByRole('listitem');
    await items.first().getByText('Paged review 13').waitFor();
    expect(await items.count()).toBe(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(12);
    await page.getByText('“Paged review 1”', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('lets its author delete a review after asking, and offers no Delete on anyone else’s', async () => {
    const author = await verifiedUser(suite, 'Dora Delete');
    const stranger = await verifiedUser(suite, 'Otto Other');
    const theirs = `Someone else's words ${Date.now()}`;
    const mine = `Words I take back ${Date.now()}`;
    await reviewByApi(suite, stranger, { comment: theirs, rating: 4 });
    await reviewByApi(suite, author, { comment: mine, rating: 1 });
    const { page, problems } = await suite.openSignedIn(author);
    await page.goto('/reviews');
    const cards = page.getByRole('main').getByRole('listitem');
    const myCard = cards.filter({ hasText: mine });
    const delete_ = myCard.getByRole('button', { name: 'Delete the review by Dora D.' });
    await delete_.waitFor();
    expect(
      await cards
        .filter({ hasText: theirs })
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);

    // Cancel keeps it; Delete in the dialog removes it, with a toast, and the list follows.
    await delete_.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
    await dialog.getByText(mine).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await delete_.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Your review is deleted').waitFor();
    await myCard.waitFor({ state: 'detached' });
    await cards.filter({ hasText: theirs }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
