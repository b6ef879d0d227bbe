import { afterAll, describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn } from './support/accounts';
import { adminUser } from './support/admins';
import { archiveAfterwards, catalogue } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { tempFiles, testJpeg } from './support/images';
import { horizontalOverflow, toast, unexpectedProblems } from './support/pages';

/*
 * Add New Destinations, Manage Destinations (Edit, and Delete with its confirmation), and what the
 * public pages then show. Delete archives: the destination leaves /destination and its page. Other
 * files read the demo catalogue on the same server, so what a test adds is archived afterwards.
 */
const suite = e2eSuite();
const files = tempFiles();
afterAll(() => files.remove());

describe('destinations', () => {
  it("checks the form's messages, adds a destination, refuses its name twice, and lists it", async () => {
    const admin = await adminUser(suite);
    const name = `Lübeck ${Date.now().toString(36)}`;
    archiveAfterwards(suite, name);
    const image = files.write('luebeck.jpg', await testJpeg('Lübeck', '#7a2e2e'));
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FaddDestination' });
    await page.getByRole('heading', { name: 'Add New Destinations' }).waitFor();
    expect(await page.title()).toBe('Add New Destinations | Travel Guide DE');

    const submit = page.getByRole('button', { name: 'Add Destination' });
    await submit.click();
    for (const message of [
      'Destination Name is Required',
      'Destination Detail is Required',
      'Cost is Required',
      'Image is Required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Destination Name', { exact: true }).fill('L');
    await page.getByText('Destination Name Invalid').waitFor();
    await page.getByLabel('Destination Details', { exact: true }).fill('Too short');
    await page.getByText('Destination Details Invalid').waitFor();

    await page.getByLabel('Destination Name', { exact: true }).fill(name);
    await page
      .getByLabel('Destination Details', { exact: true })
      .fill('Marzipan, brick gothic and the Holsten Gate.');
    await page.getByLabel('Cost').fill('640');
    await page.getByLabel('Image').setInputFiles(image);
    await page.getByAltText('Preview of luebeck.jpg').waitFor();
    await submit.click();
    await toast(page, 'New Travel Destination Added Successfully').waitFor();
    // The form empties for the next one.
    await expect.poll(() => page.getByLabel('Destination Name', { exact: true }).inputValue()).toBe('');
    const added = (await catalogue(suite)).find((d) => d.destinationName === name);
    expect(added?.cost).toBe(640);

    // The same name again, in other letters: refused, with the reason under the field.
    await page.getByLabel('Destination Name', { exact: true }).fill(name.toUpperCase());
    await page
      .getByLabel('Destination Details', { exact: true })
      .fill('The same city under another spelling.');
    await page.getByLabel('Cost').fill('100');
    await page.getByLabel('Image').setInputFiles(image);
    await submit.click();
    await toast(page, /^Failed to add this Destination/).waitFor();
    await page.getByText('A destination with this name already exists', { exact: false }).first().waitFor();

    // On the public list (found by its name: the list is paged), and among Add Image's locations.
    await page.goto(`/destination?q=${encodeURIComponent(name)}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.goto('/dashboard/addImage');
    await page.getByLabel('Location').locator('option', { hasText: name }).waitFor({ state: 'attached' });
    expect(unexpectedProblems(problems, [409])).toEqual([]);
  });

  it('edits a destination, then deletes it after a confirmation (Cancel first)', async () => {
    const admin = await adminUser(suite);
    const name = `Bamberg ${Date.now().toString(36)}`;
    archiveAfterwards(suite, name);
    const image = files.write('bamberg.jpg', await testJpeg('Bamberg', '#2e5e7a'));
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FaddDestination' });
    await page.getByLabel('Destination Name', { exact: true }).fill(name);
    await page
      .getByLabel('Destination Details', { exact: true })
      .fill('Smoked beer and a town hall in the river.');
    await page.getByLabel('Cost').fill('300');
    await page.getByLabel('Image').setInputFiles(image);
    await page.getByRole('button', { name: 'Add Destination' }).click();
    await toast(page, 'New Travel Destination Added Successfully').waitFor();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Manage Destinations' })
      .click();
    const total = (await catalogue(suite)).length;
    await page.getByRole('heading', { name: `Total Destinations: ${total}` }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('$300').filter({ visible: true }).waitFor();

    // Edit: the form comes prefilled; a new cost is saved.
    await row.getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit Destination' }).waitFor();
    await expect.poll(() => page.getByLabel('Destination Name', { exact: true }).inputValue()).toBe(name);
    await page.getByLabel('Cost').fill('350');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, `Destination: ${name} is updated`).waitFor();
    await page.getByRole('link', { name: 'Back to Manage Destinations' }).last().click();
    await row.getByText('$350').filter({ visible: true }).waitFor();

    // Delete: Cancel keeps it; Delete archives it.
    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `Destintion: ${name} is deleted`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('heading', { name: `Total Destinations: ${total - 1}` }).waitFor();
    expect((await catalogue(suite)).some((d) => d.destinationName === name)).toBe(false);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('on a 375 px phone', () => {
  it('shows Manage Destinations and the add form without widening the page', async () => {
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open(phone);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FmanageDestinations' });
    await page.getByRole('heading', { name: /^Total Destinations: \d+$/ }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Edit and Delete sit on the screen, not behind a sideways scroll of the table.
    const box = await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.goto('/dashboard/addDestination');
    await page.getByLabel('Destination Name', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
