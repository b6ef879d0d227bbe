import { createI18n, type Locale, type Photo } from '@tgde/contracts';
import { compileCatalogues, readGermanFiles } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { flattenPhotoPages, nextPhotoOffset, photoTotal, showingText } from './get-photo-pages';
import { type PhotoPage } from './get-photos';

// The page's words in each language, from this feature's catalogue as the build compiles it.
const catalogues = compileCatalogues(readGermanFiles().get('web-catalogue.json') ?? {});
function words(locale: Locale) {
  const i18n = createI18n(locale, catalogues[locale]);
  return { t: (text: string, values?: Record<string, unknown>) => i18n._(text, values), locale };
}
const { t } = words('en');
const de = words('de');

const photo = (id: number): Photo => ({
  _id: `p${id}`,
  image: `/media/k${id}.webp`,
  place: 'Berlin',
  uploadedBy: 'Ada',
  authorId: null,
});
const page = (from: number, count: number, total: number): PhotoPage => ({
  photos: Array.from({ length: count }, (_, i) => photo(from + i)),
  total,
});

describe('nextPhotoOffset', () => {
  it('starts the next page after everything fetched so far', () => {
    const pages = [page(0, 24, 500), page(24, 24, 500)];
    expect(nextPhotoOffset(pages[1]!, pages)).toBe(48);
  });

  it('stops when the total is reached', () => {
    const pages = [page(0, 24, 30), page(24, 6, 30)];
    expect(nextPhotoOffset(pages[1]!, pages)).toBeUndefined();
    const exact = [page(0, 24, 24)];
    expect(nextPhotoOffset(exact[0]!, exact)).toBeUndefined();
  });

  it('stops on an empty page even if the count says otherwise (photos deleted meanwhile)', () => {
    const pages = [page(0, 24, 100), page(24, 0, 100)];
    expect(nextPhotoOffset(pages[1]!, pages)).toBeUndefined();
  });

  it('follows the newest total', () => {
    const pages = [page(0, 24, 24), page(24, 1, 26)];
    expect(nextPhotoOffset(pages[1]!, pages)).toBe(25);
  });
});

describe('flattenPhotoPages', () => {
  it('keeps the order and drops a photo repeated across pages', () => {
    const first = page(0, 3, 6);
    const second: PhotoPage = { photos: [photo(2), photo(3), photo(4)], total: 6 };
    expect(flattenPhotoPages([first, second]).map((p) => p._id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

describe('photoTotal and showingText', () => {
  it('never shows fewer in all than on screen', () => {
    expect(photoTotal([page(0, 24, 500)], 24)).toBe(500);
    expect(photoTotal([page(0, 5, 3)], 5)).toBe(5);
    expect(photoTotal([], 0)).toBe(0);
  });

  it('says how many of how many', () => {
    expect(showingText(48, 500, t)).toBe('Showing 48 of 500 photos');
    expect(showingText(1, 1, t)).toBe('Showing 1 of 1 photo');
    expect(showingText(1200, 2500, t)).toBe('Showing 1200 of 2500 photos');
    expect(showingText(48, 500, de.t)).toBe('48 von 500 Fotos angezeigt');
    expect(showingText(1, 1, de.t)).toBe('1 von 1 Foto angezeigt');
  });
});
