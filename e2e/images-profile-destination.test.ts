import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileStatus, verifiedUser, type Account } from './support/accounts';
import { desktop, phone } from './support/browser';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { newestPhotos, tempFiles, testJpeg } from './support/images';
import { toast, unexpectedProblems } from './support/pages';

/*
 * Two screens that show uploaded images: the profile photo on /dashboard/profileUpdate (upload, then
 * PUT /api/user/{email} with its address; the side menu and the profile card show it), and the
 * destination page /destination/{id} with its hero and its 'Explore More About …' photos.
 */
const suite = e2eSuite();
const files = tempFiles();
let hamburg: ApiDestination;

beforeAll(async () => {
  hamburg = await destinationNamed(suite, 'Hamburg');
});
afterAll(() => files.remove());

/** "/media/AbC_d-1.webp" → "AbC_d-1": every width of a stored image has it in its address. */
const mediaKey = (url: string) => /^\/media\/([\w-]+)\.webp$/.exec(url)?.[1] ?? 'no-media-key';

/** The profile as the API has it (the account's own bearer token). */
async function profileImage(account: Account): Promise<string | null> {
  const res = await fetch(`${suite.server().url}/api/user/${encodeURIComponent(account.email)}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { image: string | null }).image;
}

describe('the profile photo', () => {
  it('uploads a new photo, saves its address, and shows it in the side menu and on the card', async () => {
    const ada = await verifiedUser(suite, 'Ada Lovelace');
    const file = files.write('portrait.jpg', await testJpeg('Ada', '#3a7d44'));
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    await page.goto('/dashboard/profileUpdate');
    const sideMenu = page.getByRole('complementary', { name: 'Dashboard menu' });
    await page.getByRole('heading', { level: 1, name: 'Update Your Profile' }).waitFor();

    // No photo yet: the initials stand in, and the upload field opens on request only.
    const add = page.getByRole('button', { name: 'Add a photo' });
    await add.waitFor();
    expect(await sideMenu.locator('img').count()).toBe(0);
    await add.click();
    const input = page.getByLabel('Profile photo', { exact: true });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('type')).toBe('file');
    await input.setInputFiles(file);
    await page.getByRole('img', { name: 'Preview of portrait.jpg' }).waitFor();
    await page.getByLabel('Phone number').fill('+4915112345678');

    // Hold the profile's PUT back, so the upload's progress can be seen while it is under way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/images') && r.request().method() === 'POST',
    );
    const saved = page.waitForRequest((r) => r.url().includes('/api/user/') && r.method() === 'PUT');
    const submit = page.getByRole('button', { name: 'Update Profile' });
    await submit.click();
    const url = ((await (await uploaded).json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/media\/[\w-]+\.webp$/);
    // The image first, then the profile with its address (and the other fields).
    expect((await saved).postDataJSON()).toEqual({ phone: '+4915112345678', image: url });
    await page.getByRole('progressbar', { name: 'Saving your profile' }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    release();

    await toast(page, 'Profile Successfully').waitFor();
    await page.waitForURL(/\/dashboard$/);
    expect(await profileImage(ada)).toBe(url);
    const key = mediaKey(url);

    // Without a reload: the card (profile query) and the side menu (session) show the new photo.
    const card = page.getByRole('region', { name: 'My Profile' });
    const cardPhoto = card.locator('.avatar img');
    await expect.poll(() => cardPhoto.getAttribute('src')).toContain(key);
    expect(await cardPhoto.getAttribute('srcset')).toContain(`/media/${key}-400.webp 400w`);
    const menuPhoto = sideMenu.locator('.avatar img');
    await expect.poll(() => menuPhoto.getAttribute('src')).toContain(key);
    // The pictures really arrive (same-origin media, allowed by the CSP).
    await expect
      .poll(() => cardPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // Saved: back on the form it is shown with an Edit button, like the other saved fields.
    await card.getByRole('link', { name: 'Update Your Profile' }).click();
    const edit = page.getByRole('button', { name: 'Edit profile photo' });
    await edit.waitFor();
    expect(await page.getByRole('button', { name: 'Add a photo' }).count()).toBe(0);
    expect(await page.locator('form .avatar img').getAttribute('src')).toContain(key);
    expect(await submit.isDisabled()).toBe(true);
    await edit.click();
    await input.waitFor();
    expect(await submit.isEnabled()).toBe(true);
    // Closing the field keeps the photo as it is; the focus goes back to Edit.
    await page.getByRole('button', { name: 'Keep my current photo' }).click();
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("says 'Image is Required' while the upload field is open without a file, and sends nothing", async () => {
    const bea = await verifiedUser(suite, 'Bea Traveller');
    const { page, problems } = await suite.openSignedIn(bea, phone);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/images') || request.method() === 'PUT') sent.push(request.url());
    });
    await page.goto('/dashboard/profileUpdate');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await page.getByLabel('Phone number').fill('+4915112345678');
    await page.getByRole('button', { name: 'Update Profile' }).click();

    const message = page.getByText('Image is Required');
    await message.waitFor();
    const input = page.getByLabel('Profile photo', { exact: true });
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
    expect(sent).toEqual([]);

    // Choosing a file clears the message; a file that is not an image is refused at once.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
    await page.getByText(/This file is not an image we accept/).waitFor();
    expect(await message.count()).toBe(0);

    // Not adding a photo after all: the field and its message go, the rest can be saved.
    await page.getByRole('button', { name: 'Do not add a photo' }).click();
    await page.getByRole('button', { name: 'Add a photo' }).waitFor();
    expect(await page.getByText(/not an image we accept|Image is Required/).count()).toBe(0);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page, 'Profile Successfully').waitFor();
    expect(sent.filter((u) => u.includes('/api/images'))).toEqual([]);
    expect(await profileImage(bea)).toBeNull();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('signs out when the server refuses the token during the upload', async () => {
    const cai = await verifiedUser(suite, 'Cai Traveller');
    const { page } = await suite.openSignedIn(cai, desktop);
    await page.route('**/api/images', (route) =>
      route.fulfill({ status: 401, json: { message: 'Your session has ended. Log in again.' } }),
    );
    await page.goto('/dashboard/profileUpdate');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await page
      .getByLabel('Profile photo', { exact: true })
      .setInputFiles(files.write('late.jpg', await testJpeg('Late')));
    await page.getByLabel('Phone number').fill('+4915112345678');
    await page.getByRole('button', { name: 'Update Profile' }).click();

    // A refused token: to the start page, signed out, the token forgotten.
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await profileStatus(suite, cai.email, cai.token), 'the token was revoked on the server').toBe(401);
  });
});

describe('the destination page', () => {
  it("shows the destination and finds a photo added for it under 'Explore More About'", async () => {
    const dan = await verifiedUser(suite, 'Dan Harbour');
    const file = files.write('speicherstadt.jpg', await testJpeg('Speicherstadt', '#7a2e1d'));
    const { page, problems } = await suite.openSignedIn(dan, desktop);
    await page.goto(`/destination/${hamburg._id}`);

    await page.getByRole('heading', { level: 1, name: 'Hamburg' }).waitFor();
    await expect.poll(() => page.title()).toBe('Hamburg | Travel Guide DE');
    const fee = `Travel fee: $${Math.round(hamburg.cost).toLocaleString('en-US')}`;
    await page.getByText(fee).waitFor();
    const hero = page
      .getByRole('region', { name: 'Hamburg', exact: true })
      .getByRole('img', { name: 'Hamburg', exact: true });
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('srcset')).toContain(`/media/${mediaKey(hamburg.img)}-400.webp 400w`);
    // The hero's one action is the booking.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();

    const photos = page.getByRole('region', { name: 'Explore More About Hamburg' });
    const tiles = photos.getByRole('button', { name: /^Open photo of Hamburg by/ });
    await tiles.first().waitFor();
    const before = await tiles.count();

    // Add a photo of Hamburg from the dashboard, then come back without reloading.
    await photos.getByRole('link', { name: 'Upload a photo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload New Image' }).waitFor();
    await page.getByLabel('Image', { exact: true }).setInputFiles(file);
    await page.getByLabel('Location').selectOption('Hamburg');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await toast(page, 'Image Added Successfully').waitFor();
    const [newest] = await newestPhotos(suite, 1);
    // Public lists name people by first name and initial.
    expect(newest).toMatchObject({ place: 'Hamburg', uploadedBy: 'Dan H.' });
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Hamburg' }).waitFor();

    await expect.poll(() => tiles.count()).toBe(before + 1);
    const first = tiles.first();
    expect(await first.textContent()).toBe('Open photo of Hamburg by Dan H.');
    expect(await first.locator('img').getAttribute('srcset')).toContain(
      `/media/${mediaKey(newest!.image)}-400.webp`,
    );

    // The gallery's lightbox: large, named, and back to the thumbnail on Escape.
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Hamburg Photo by Dan H.' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').getAttribute('src')).toBe(newest!.image);
    await dialog.getByText(`Photo 1 of ${before + 1}`).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('says so when a destination has no photos yet, and links to the upload form', async () => {
    const eve = await verifiedUser(suite, 'Eve Traveller');
    const { page } = await suite.openSignedIn(eve, phone);
    await page.route('**/api/destinationPhoto/**', (route) => route.fulfill({ json: [] }));
    await page.goto(`/destination/${hamburg._id}`);
    const photos = page.getByRole('region', { name: 'Explore More About Hamburg' });
    await photos.getByText('No photos of Hamburg yet').waitFor();
    await photos.getByRole('link', { name: 'Add one from your dashboard' }).click();
    await page.waitForURL('**/dashboard/addImage');
  });

  it('shows a friendly message for an unknown destination, with a way back to the list', async () => {
    const fay = await verifiedUser(suite, 'Fay Traveller');
    const { page, problems } = await suite.openSignedIn(fay, phone);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-place']) {
      await page.goto(`/destination/${id}`);
      await page.getByRole('heading', { level: 1, name: 'We could not find that destination' }).waitFor();
      await expect.poll(() => page.title()).toBe('Destination Not Found | Travel Guide DE');
    }
    // A 404 is not a refused token: still signed in.
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(fay.token);
    await page.getByRole('link', { name: 'See all destinations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Explore Germany' }).waitFor();
    expect(unexpectedProblems(problems, [404])).toEqual([]);
  });
});
