import { describe, expect, it } from 'vitest';
import { catalogueKeys, destinationsQueryOptions } from '../../queries/catalogue-queries';
import { photoKeys } from '../../queries/photo-keys';
import { addImageFormSchema, emptyAddImageForm } from './add-image-schema';
import { locationOptions } from './api/get-destination-names';
import { showsPhotos } from './api/create-photo';

const messagesOf = (value: unknown) => {
  const result = addImageFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('addImageFormSchema', () => {
  it('says Image is Required without a file', () => {
    expect(messagesOf(emptyAddImageForm)).toEqual(['Image is Required']);
  });

  it('accepts an image and defaults the location to Berlin', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    expect(emptyAddImageForm.place).toBe('Berlin');
    expect(messagesOf({ image, place: 'Hamburg' })).toEqual([]);
  });

  it('explains a wrong type or a file too large before uploading', () => {
    expect(
      messagesOf({ image: new File(['x'], 'a.pdf', { type: 'application/pdf' }), place: 'Berlin' })[0],
    ).toMatch(/not an image we accept/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(messagesOf({ image: big, place: 'Berlin' })).toEqual([
      'The image is larger than 5 MB: choose a smaller one.',
    ]);
  });
});

describe('locationOptions', () => {
  it('always offers Berlin, the default', () => {
    expect(locationOptions(undefined)).toEqual(['Berlin']);
    expect(locationOptions(['Hamburg'])).toEqual(['Berlin', 'Hamburg']);
    expect(locationOptions(['Berlin', 'Hamburg'])).toEqual(['Berlin', 'Hamburg']);
  });
});

describe('showsPhotos', () => {
  // The keys the photo lists are cached under, from the factories their queries use.
  const shows = (queryKey: readonly unknown[]) => showsPhotos({ queryKey });

  it("matches every photo list: the carousel, the gallery and each destination's photos", () => {
    expect(shows(photoKeys.galleryPage({ limit: 6, offset: 0 }))).toBe(true);
    expect(shows(photoKeys.galleryPages(24))).toBe(true);
    expect(shows(photoKeys.ofDestination('Berlin'))).toBe(true);
  });

  it('leaves the catalogue alone', () => {
    expect(shows(destinationsQueryOptions().queryKey)).toBe(false);
    expect(shows(catalogueKeys.detail('d1'))).toBe(false);
  });
});
