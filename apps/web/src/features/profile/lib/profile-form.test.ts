import '../../../lib/zod-csp';
import { type UserProfile } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  formValuesOf,
  isLocked,
  profileFormSchema,
  profileSchemaFor,
  savedFieldsOf,
  toProfileUpdate,
} from './profile-form';

const profile: UserProfile = {
  _id: 'u1',
  name: 'Lena Traveller',
  email: 'lena@example.com',
  role: 'user',
  image: null,
  dob: '1990-05-17',
  gender: null,
  phone: '+4915112345678',
  emailVerified: true,
};

const messagesFor = (
  values: { gender: string; dob: string; phone: string; image?: File | null },
  photoOpen = false,
) => {
  const result = (photoOpen ? profileSchemaFor(true) : profileFormSchema).safeParse({
    image: null,
    ...values,
  });
  // The first message per field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('profile form rules', () => {
  it('says when a phone number is missing, too short or not a phone number', () => {
    expect(messagesFor({ gender: '', dob: '', phone: '' }).phone).toBe('Phone number is Required');
    expect(messagesFor({ gender: '', dob: '', phone: '0151123' }).phone).toBe(
      'Must be 11 character or longer',
    );
    expect(messagesFor({ gender: '', dob: '', phone: '+49151123456789' }).phone).toBe('Invalid Phone Number');
    expect(messagesFor({ gender: '', dob: '', phone: 'call me maybe' }).phone).toBe('Invalid Phone Number');
    expect(messagesFor({ gender: '', dob: '', phone: '01511234567' })).toEqual({});
  });

  it('refuses a date of birth in the future', () => {
    expect(messagesFor({ gender: 'female', dob: '2999-01-01', phone: '01511234567' }).dob).toBe(
      'Date of birth cannot be in the future',
    );
  });
});

describe('the profile photo', () => {
  const valid = { gender: '', dob: '', phone: '01511234567' };
  const png = new File(['pixels'], 'me.png', { type: 'image/png' });

  it('is not looked at while its upload field is closed', () => {
    expect(profileSchemaFor(false)).toBe(profileFormSchema);
    expect(messagesFor({ ...valid, image: null })).toEqual({});
  });

  it("says 'Image is Required' when the upload field is open without a file", () => {
    expect(messagesFor({ ...valid, image: null }, true)).toEqual({ image: 'Image is Required' });
    expect(messagesFor({ ...valid, image: png }, true)).toEqual({});
  });

  it('refuses a file that is not an image, or too large, before uploading it', () => {
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(messagesFor({ ...valid, image: pdf }, true).image).toMatch(/not an image we accept/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(messagesFor({ ...valid, image: big }, true).image).toBe(
      'The image is larger than 5 MB: choose a smaller one.',
    );
  });

  it('reports the photo and the other fields at once', () => {
    expect(messagesFor({ gender: '', dob: '', phone: '' }, true)).toEqual({
      phone: 'Phone number is Required',
      image: 'Image is Required',
    });
  });
});

describe('which fields are locked', () => {
  it('locks saved values until Edit is clicked', () => {
    const saved = savedFieldsOf(profile);
    expect(saved).toEqual(['dob', 'phone']);
    expect(isLocked('phone', saved, [])).toBe(true);
    expect(isLocked('phone', saved, ['phone'])).toBe(false);
    expect(isLocked('gender', saved, [])).toBe(false);
  });

  it('allows submitting after an edit, or when nothing is saved yet', () => {
    expect(canSubmit(['phone'], [])).toBe(false);
    expect(canSubmit(['phone'], ['phone'])).toBe(true);
    expect(canSubmit([], [])).toBe(true);
  });

  it('counts opening the photo upload as an edit', () => {
    expect(canSubmit(['phone'], [], true)).toBe(true);
    expect(canSubmit(['phone'], [], false)).toBe(false);
  });
});

describe('toProfileUpdate', () => {
  it('always sends the phone and leaves out what was not chosen', () => {
    expect(toProfileUpdate(formValuesOf(profile))).toEqual({ phone: '+4915112345678', dob: '1990-05-17' });
    expect(toProfileUpdate({ gender: 'other', dob: '', phone: ' 01511234567 ', image: null })).toEqual({
      phone: '01511234567',
      gender: 'other',
    });
  });

  it('adds the address of the photo just uploaded', () => {
    expect(toProfileUpdate(formValuesOf(profile), '/media/abc.webp')).toEqual({
      phone: '+4915112345678',
      dob: '1990-05-17',
      image: '/media/abc.webp',
    });
  });
});
