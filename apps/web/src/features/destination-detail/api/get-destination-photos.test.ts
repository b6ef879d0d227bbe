import { createI18n, type Locale, type Photo } from '@tgde/contracts';
import { compileCatalogues, readGermanFiles } from '@tgde/contracts/catalogues';
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../queries/photo-keys';
import {
  destinationPhotosQueryOptions,
  flattenDestinationPhotos,
  nextDestinationPhotoOffset,
  photoPosition,
} from './get-destination-photos';

// The page's words in each language, from this feature's catalogue as the build compiles it.
const catalogues = compileCatalogues(readGermanFiles().get('web-catalogue.json') ?? {});
function words(locale: Locale) {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text: string, values?: Record<string, unknown>) => i18n._(text, values), locale };
}

const photo = (id: string): Photo => ({
  _id: id,
  image: `/media/${id}.webp`,
  place: 'Hamburg',
  uploadedBy: 'Ada',
  authorId: null,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => photo(`p${from + i}`));

describe('nextDestinationPhotoOffset', () => {
  it('asks for more after a full page, counting what was fetched', () => {
    const first = page(0, 3);
    expect(nextDestinationPhotoOffset(first, [first], 3)).toBe(3);
    const second = page(3, 3);
    expect(nextDestinationPhotoOffset(second, [first, second], 3)).toBe(6);
  });

  it('stops after a short or empty page', () => {
    const first = page(0, 3);
    const last = page(3, 2);
    expect(nextDestinationPhotoOffset(last, [first, last], 3)).toBeUndefined();
    expect(nextDestinationPhotoOffset([], [[]], 3)).toBeUndefined();
  });
});

describe('flattenDestinationPhotos', () => {
  it('keeps the order and drops a photo repeated across pages', () => {
    const photos = flattenDestinationPhotos([page(0, 3), [photo('p2'), ...page(3, 2)]]);
    expect(photos.map((p) => p._id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

describe('photoPosition', () => {
  it('says where the lightbox is, and that more may follow', () => {
    const { t } = words('en');
    expect(photoPosition(0, 7, false, t)).toBe('Photo 1 of 7');
    expect(photoPosition(23, 24, true, t)).toBe('Photo 24 of 24+');
    expect(photoPosition(23, 24, true, words('de').t)).toBe('Foto 24 von 24+');
  });
});

describe('destinationPhotosQueryOptions', () => {
  it('caches each destination apart, under the photo keys that adding a photo refreshes', () => {
    const hamburg = destinationPhotosQueryOptions('Hamburg').queryKey;
    expect(hamburg).toEqual(photoKeys.ofDestination('Hamburg'));
    expect(partialMatchKey(hamburg, photoKeys.ofDestinations)).toBe(true);
    expect(partialMatchKey(destinationPhotosQueryOptions('Berlin').queryKey, hamburg)).toBe(false);
  });
});
