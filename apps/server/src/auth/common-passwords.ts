import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/*
 * The 10,000 most common passwords, from zxcvbn-ts's list of leaked passwords (most common first),
 * checked offline. Lower-case, as the list is: "Dragon" is as easy to guess as "dragon".
 */
const common = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
