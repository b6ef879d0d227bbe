import { z } from 'zod';

/**
 * Field rules with their exact messages. Forms (react-hook-form) and routes (Fastify)
 * use these same schemas, so a rule and its message exist once.
 */

// Letters, digits and the usual punctuation before the @; dot-separated labels after it; a top-level
// domain of two or more letters (or an IDN's punycode form). A rule of only 2-3
// letters would refuse valid addresses such as name@example.travel.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid Email',
  passwordRequired: 'Password is Required',
  passwordShort: 'Must be 6 character or longer',
  nameRequired: 'Name is Required',
  nameShort: 'Name should be atleast 3 character long',
  subjectRequired: 'Subject is Required',
  messageRequired: 'Message is Required',
  destinationNameRequired: 'Destination Name is Required',
  destinationNameInvalid: 'Destination Name Invalid',
  destinationDetailRequired: 'Destination Detail is Required',
  destinationDetailInvalid: 'Destination Details Invalid',
  costRequired: 'Cost is Required',
  imageRequired: 'Image is Required',
  commentRequired: 'Comment is Required',
  phoneRequired: 'Phone number is Required',
  phoneShort: 'Must be 11 character or longer',
  phoneLong: 'Invalid Phone Number',
  // Checked by the server only (its list of 10,000 passwords stays off the pages).
  passwordCommon: 'This password is one of the most common ones and easy to guess: please choose another.',
} as const;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * A required e-mail address: 'Email is Required' when empty, 'Provide a valid Email' otherwise.
 * `abort` stops at the first failed rule, so an empty field gets one message, not both.
 */
export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { message: messages.emailRequired, abort: true })
  .refine(isEmail, messages.emailInvalid);

/** Text that must not be empty once surrounding white space is removed. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { message: message, abort: true })
    .max(max, `Must be ${max} characters or fewer`);
}
