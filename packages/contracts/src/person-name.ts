/*
 * What a person's typed name may not be. A name is shown to others (reviews, photos, the admins'
 * lists), and written into CSV files, receipts and mails: one that shows nothing, or that turns the
 * text after it around, passes for another person or hides what stands beside it.
 */

export const personNameMessages = {
  invisible:
    'The name shows no letters: it is made only of invisible characters or spaces. Please type your name with letters.',
  bidiControl:
    'The name contains invisible characters that reverse the direction of the text around it. Please type it without them.',
} as const;

/*
 * Characters that show nothing by themselves: white space of every kind and control characters,
 * what Unicode says to draw as nothing (Default_Ignorable_Code_Point: zero-width spaces and joiners
 * U+200B–U+200F, U+2060–U+2064, U+FEFF, the soft hyphen U+00AD, the Hangul fillers, variation
 * selectors, tags …), combining marks (with no letter to sit on they show at most a stray accent)
 * and the blank braille pattern U+2800, which fonts draw empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;

/**
 * The embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069) that reorder the text
 * after them: "Anna\u202Egpj.exe" reads "Annaexe.jpg".
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** True when the name has at least one character that shows. */
export const showsSomething = (name: string): boolean => name.replace(INVISIBLE, '').length > 0;

/** True when the name holds a character that reorders the text around it. */
export const hasBidiControl = (name: string): boolean => BIDI_CONTROL.test(name);
