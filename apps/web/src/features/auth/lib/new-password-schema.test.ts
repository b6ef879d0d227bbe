import '../../../lib/zod-csp';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, PASSWORDS_DIFFER } from './new-password-schema';

const problems = (values: { newPassword: string; confirmPassword: string }) => {
  const result = newPasswordSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('newPasswordSchema', () => {
  it('accepts a new password typed twice', () => {
    expect(problems({ newPassword: 'better-secret', confirmPassword: 'better-secret' })).toEqual([]);
  });

  it("uses registration's password messages", () => {
    expect(problems({ newPassword: '', confirmPassword: '' })).toContain('newPassword: Password is Required');
    expect(problems({ newPassword: 'abc', confirmPassword: 'abc' })).toContain(
      'newPassword: Must be 6 character or longer',
    );
  });

  it('refuses a confirmation that differs', () => {
    expect(problems({ newPassword: 'better-secret', confirmPassword: 'better-secreT' })).toEqual([
      `confirmPassword: ${PASSWORDS_DIFFER}`,
    ]);
  });
});
