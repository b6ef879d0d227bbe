import { passwordField } from '@tgde/contracts';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/** The reset form: the new password by the sign-up rules, typed twice to catch a slip. */
export const newPasswordSchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
