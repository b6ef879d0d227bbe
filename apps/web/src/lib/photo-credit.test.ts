import { PRODUCT_NAME } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { isOurIllustration, photoAlt, photoCredit, shortPhotoCredit } from './photo-credit';

const travellers = { place: 'Hamburg', uploadedBy: 'Ada' };
const ours = { place: 'Munich', uploadedBy: PRODUCT_NAME };

describe('photo credits', () => {
  it("credits a traveller's photo to the traveller", () => {
    expect(isOurIllustration(travellers)).toBe(false);
    expect(photoCredit(travellers)).toBe('Photo by Ada');
    expect(shortPhotoCredit(travellers)).toBe('by Ada');
    expect(photoAlt(travellers)).toBe('Hamburg, photo by Ada');
  });

  it('credits the artwork stored under the site name as our illustration', () => {
    expect(isOurIllustration(ours)).toBe(true);
    expect(photoCredit(ours)).toBe('Illustration by Travel Guide DE');
    expect(shortPhotoCredit(ours)).toBe('Illustration by Travel Guide DE');
    expect(photoAlt(ours)).toBe('Munich, illustration by Travel Guide DE');
  });
});
