import { PRODUCT_NAME, type Photo } from '@tgde/contracts';
import { english, type Translate } from './translate';

/*
 * Who made a picture, as the gallery, the lightbox and the home page's carousel write it. The demo
 * artwork is drawn by us and stored under the site's own name: it is credited as our illustration,
 * not as a photo a traveller took. Each takes the page's `t` (English without one).
 */

type Credited = Pick<Photo, 'place' | 'uploadedBy'>;

/** True for our own artwork (stored under the site's name), false for a traveller's photo. */
export function isOurIllustration(photo: Pick<Photo, 'uploadedBy'>): boolean {
  return photo.uploadedBy === PRODUCT_NAME;
}

/** The full credit: "Photo by Ada" or "Illustration by Travel Guide DE". */
export function photoCredit(photo: Credited, t: Translate = english): string {
  const name = photo.uploadedBy;
  return isOurIllustration(photo) ? t('Illustration by {name}', { name }) : t('Photo by {name}', { name });
}

/** The credit under a thumbnail, beside the place's name: "by Ada", or the full one for ours. */
export function shortPhotoCredit(photo: Credited, t: Translate = english): string {
  return isOurIllustration(photo) ? photoCredit(photo, t) : t('by {name}', { name: photo.uploadedBy });
}

/** The picture's text alternative: "Hamburg, photo by Ada" or "Munich, illustration by …". */
export function photoAlt(photo: Credited, t: Translate = english): string {
  const values = { place: photo.place, name: photo.uploadedBy };
  return isOurIllustration(photo)
    ? t('{place}, illustration by {name}', values)
    : t('{place}, photo by {name}', values);
}
