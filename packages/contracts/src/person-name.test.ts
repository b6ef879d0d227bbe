import { describe, expect, it } from 'vitest';
import { personNameMessages } from './person-name';
import { messages } from './rules';
import { nameField, signUpFormSchema } from './users';

const messagesOf = (name: string) => nameField.safeParse(name).error?.issues.map((issue) => issue.message);

describe('a typed name', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B\u200B'],
    ['joiners and marks', '\u200C\u200D\u200E\u200F'],
    ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['byte order marks around a zero-width space', '\uFEFF\u200B\uFEFF'],
    ['soft hyphens', '\u00AD\u00AD\u00AD'],
    ['combining marks alone', '\u0301\u0308\u0327'],
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['a blank braille pattern and no-break spaces', '\u2800\u00A0\u2800'],
    ['invisible characters between spaces', ' \u200B \u200B \u200B '],
  ])('made only of %s is refused, with one sentence', (_what, name) => {
    expect(messagesOf(name)).toEqual([personNameMessages.invisible]);
  });

  it.each([
    ['a right-to-left override', 'Anna\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202AAnna Walker'],
    ['a pop of the direction', 'Anna Walker\u202C'],
    ['a right-to-left isolate', 'Anna \u2067Walker\u2069'],
    ['a first-strong isolate', '\u2068Anna Walker'],
  ])('with %s is refused', (_what, name) => {
    expect(messagesOf(name)).toEqual([personNameMessages.bidiControl]);
  });

  it.each([
    'Anna Walker',
    'Zoë Ångström',
    'José Müller-Łukasz',
    'محمد علي',
    '김민준',
    'Ñandú Z̧ü',
    'Anna\u200DWalker',
  ])('with letters that show is accepted: %s', (name) => {
    expect(nameField.safeParse(name).success).toBe(true);
  });

  it('keeps its other rules: required, at least 3 characters', () => {
    expect(messagesOf('  ')).toEqual([messages.nameRequired]);
    expect(messagesOf('Al')).toEqual([messages.nameShort]);
  });

  it('is refused on the sign-up form, beside the other fields', () => {
    const result = signUpFormSchema.safeParse({
      name: '\u200B\u200B\u200B',
      email: 'ann@example.com',
      password: 'long enough',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', personNameMessages.invisible],
    ]);
  });
});
