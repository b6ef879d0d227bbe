import { createI18n, translateText, type MessageValues } from '@tgde/contracts';

/**
 * How a function outside the components words a text in the page's language: the component hands
 * in useT()'s `t`. Its texts stay literal arguments of `t`, so the catalogue test finds each one.
 */
export type Translate = (text: string, values?: MessageValues) => string;

const englishI18n = createI18n('en', {});

/** Our English messages filled in without a catalogue, for callers that pass no `t` (and unit tests). */
export const english: Translate = (text, values) => translateText(englishI18n, text, values);
