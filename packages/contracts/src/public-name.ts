/*
 * How public pages name people: a reviewer or a photo's uploader is shown by first name and the
 * initial of the last name ("Anna M."), never by the full name the account was made with. The
 * server shortens every name it puts in a public answer with this one function.
 */

/** The first letter of a word with the marks that sit on it ("Z̧" stays whole), or undefined. */
function initialOf(word: string): string | undefined {
  return /\p{L}\p{M}*/u.exec(word)?.[0];
}

/** What a deleted account's traces read: its reviews' author, its kept bookings' traveller. */
export const FORMER_TRAVELLER = 'Former traveller';

/**
 * "Anna Maria Müller" → "Anna M.": the first word and the initial of the last word that has a letter.
 * A single name ("Sofia") stays as it is; white space of any kind is trimmed and collapsed.
 */
export function publicName(fullName: string): string {
  if (fullName === FORMER_TRAVELLER) return fullName;
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined) return '';
  const initial = rest.map(initialOf).findLast((letter) => letter !== undefined);
  return initial === undefined ? first : `${first} ${initial}.`;
}
