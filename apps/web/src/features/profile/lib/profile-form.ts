import {
  dobField,
  genderField,
  phoneField,
  type Gender,
  type ProfileUpdate,
  type UserProfile,
} from '@tgde/contracts';
import { z } from 'zod';
import { requiredImageFile } from '../../../lib/required-image-file';

export const PROFILE_FIELDS = ['gender', 'dob', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The form's values: '' for "not chosen", as the inputs hold them; the photo's file, if any. */
export interface ProfileFormValues {
  gender: Gender | '';
  dob: string;
  phone: string;
  image: File | null;
}

const profileFields = {
  gender: z.union([z.literal(''), genderField]),
  dob: z.union([z.literal(''), dobField]),
  phone: phoneField,
};

/**
 * The profile's rules, with the contracts' messages: phone required, 11 to 14 characters; an empty
 * gender or date of birth stays unsaved, a given one must be valid (no birthday in the future).
 * The photo is not looked at: its upload field is closed.
 */
export const profileFormSchema = z.object({
  ...profileFields,
  image: z.custom<File | null>(),
});

/**
 * The same with the upload field shown: an image is then required ('Image is Required'),
 * and a file that cannot be one (type, size) is refused before it is uploaded.
 */
export const profileFormWithPhotoSchema = z.object({
  ...profileFields,
  image: requiredImageFile,
});

export function profileSchemaFor(photoOpen: boolean) {
  return photoOpen ? profileFormWithPhotoSchema : profileFormSchema;
}

export function formValuesOf(profile: UserProfile): ProfileFormValues {
  return { gender: profile.gender ?? '', dob: profile.dob ?? '', phone: profile.phone ?? '', image: null };
}

/** The fields that already hold a value: shown read-only until Edit is clicked. */
export function savedFieldsOf(profile: UserProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => profile[field] !== null && profile[field] !== '');
}

export function isLocked(
  field: ProfileField,
  saved: readonly ProfileField[],
  editing: readonly ProfileField[],
) {
  return saved.includes(field) && !editing.includes(field);
}

/**
 * Submit only after an edit, or when nothing is saved yet. Opening the photo's upload
 * field is an edit too.
 */
export function canSubmit(
  saved: readonly ProfileField[],
  editing: readonly ProfileField[],
  photoOpen = false,
): boolean {
  return editing.length > 0 || saved.length === 0 || photoOpen;
}

/**
 * The PUT body: the phone always (the server requires it), gender and date of birth when given,
 * and the address of a photo just uploaded (POST /api/images), if any.
 */
export function toProfileUpdate(values: ProfileFormValues, imageUrl?: string): ProfileUpdate {
  const update: ProfileUpdate = { phone: values.phone.trim() };
  if (values.gender) update.gender = values.gender;
  if (values.dob) update.dob = values.dob;
  if (imageUrl) update.image = imageUrl;
  return update;
}
