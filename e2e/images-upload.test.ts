import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser, type Account } from './support/accounts';
import { desktop, phone } from './support/browser';
import { e2eSuite } from './support/fixtures';
import { newestPhotos, tempFiles, testJpeg } from './support/images';
import { toast } from './support/pages';

/*
 * /dashboard/addImage: a verified traveller picks a file, sees it, watches it upload, and finds it
 * in the gallery; the form explains a missing file, a file that is not an image, and the server's
 * refusals.
 */
// A server of its own: the test proves that a new photo comes first in the gallery, and files on a
// shared server upload photos of their own at any moment.
const suite = e2eSuite({ server: {} });
let ada: Account;
const files = tempFiles();

beforeAll(async () => {
  ada = await verifiedUser(suite, 'Ada Lovelace');
});
afterAll(() => files.remove());

describe('uploading an image', () => {
  it('adds the image with its location, resets the form, and shows it in the gallery', async () => {
    const file = files.write('harbour.jpg', await testJpeg('Harbour', '#b4490b'));
    const { page, problems } = await suite.openSignedIn(ada, desktop);

    // The gallery is seen (and cached) first: adding the photo must refresh it, not leave it stale.
    await page.goto('/gallery');
    await page
      .getByRole('button', { name: /^Open photo of/ })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Upload a photo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload New Image' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/addImage');
    expect(await page.title()).toBe('Upload Image | Travel Guide DE');
    const location = page.getByLabel('Location');
    expect(await location.inputValue()).toBe('Berlin');

    const input = page.getByLabel('Image', { exact: true });
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
    await input.setInputFiles(file);
    const preview = page.getByRole('img', { name: 'Preview of harbour.jpg' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await location.selectOption('Hamburg');

    await page.getByRole('button', { name: 'Upload Image' }).click();
    await toast(page, 'Image Added Successfully').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await location.inputValue()).toBe('Berlin');
    expect(await page.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);

    const [newest] = await newestPhotos(suite, 1);
    // Public lists name people by first name and initial.
    expect(newest).toMatchObject({ place: 'Hamburg', uploadedBy: 'Ada L.' });
    expect(newest?.image).toMatch(/^\/media\/[\w-]+\.webp$/);

    // Back to the gallery without reloading: the new photo comes first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    const first = page.getByRole('button', { name: /^Open photo of/ }).first();
    await expect.poll(() => first.textContent()).toBe('Open photo of Hamburg by Ada L.');
    expect(await first.locator('img').getAttribute('srcset')).toContain(
      newest!.image.replace('.webp', '-400.webp'),
    );
    expect(problems).toEqual([]);
  });

  it('shows the upload progress and keeps Submit disabled meanwhile', async () => {
    const file = files.write('slow.jpg', await testJpeg('Slow', '#3a7d44', 1800, 1200));
    const { page } = await suite.openSignedIn(ada, phone);
    await page.goto('/dashboard/addImage');
    await page.getByLabel('Image', { exact: true }).setInputFiles(file);
    // Hold the answer back, so the form stays in its uploading state long enough to look at it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/photos', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    expect(await bar.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('button', { name: /Uploading/ }).isDisabled()).toBe(true);
    release();
    await toast(page, 'Image Added Successfully').waitFor();
    expect(await page.getByRole('button', { name: 'Upload Image' }).isEnabled()).toBe(true);
  });

  it("says 'Image is Required' under the field without a file, and sends nothing", async () => {
    const { page } = await suite.openSignedIn(ada, desktop);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/images')) uploads += 1;
    });
    await page.goto('/dashboard/addImage');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const message = page.getByText('Image is Required');
    await message.waitFor();
    // Red text, tied to the input so that a screen reader reads it with the field.
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
    const input = page.getByLabel('Image', { exact: true });
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    expect(uploads).toBe(0);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { page } = await suite.openSignedIn(ada, desktop);
    await page.goto('/dashboard/addImage');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page
      .getByText('This file is not an image we accept: choose a JPEG, PNG, WebP, AVIF or GIF image.')
      .waitFor();
  });

  it("passes on the server's refusal of a damaged image", async () => {
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    await page.goto('/dashboard/addImage');
    const jpeg = await testJpeg('Broken');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await toast(page, /^Failed to add this Image\. .+/).waitFor();
    // The server's reason for the field is shown under it as well.
    await page
      .locator('form')
      .getByText(/damaged|not an image|could not be read/i)
      .waitFor();
    expect(problems.filter((p) => !/status of 415/.test(p))).toEqual([]);
  });
});
