import { type Gender } from '@tgde/contracts';

/** A gender as the page names it, through the page's `t` (useT). */
export function genderLabel(gender: Gender, t: (text: string) => string): string {
  switch (gender) {
    case 'male':
      return t('Male');
    case 'female':
      return t('Female');
    case 'other':
      return t('Other');
  }
}
