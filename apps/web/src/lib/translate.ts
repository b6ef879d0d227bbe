import type { MessageValues } from '@tgde/contracts';

/**
 * How a function outside the components words a text in the page's language: the component hands
 * in useT()'s `t`. Its texts stay
 * literal arguments of `t`, so the catalogue test finds each one.
 */
export type Translate = (text: string, values?: MessageValues) => string;

const plural = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/**
 * Our English messages filled in without a catalogue, for callers that pass no `t` (and unit
 * tests): `{name}`, and a flat `{n, plural, one {…} other {…}}` with `#` for the number.
 */
export const english: Translate = (text, values = {}) =>
  text
    .replace(plural, (_, name: string, one: string, other: string) => {
      const n = Number(values[name]);
      return (n === 1 ? one : other).replace(/#/g, String(n));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
