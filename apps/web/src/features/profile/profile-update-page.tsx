import { GENDERS, pages, type UserProfile, pageHref } from '@tgde/contracts';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from '../../lib/router';
import { useSession } from '../../session/session';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api';
import { isAbortError } from '../../lib/upload-image';
import { FormRefusal, useApiForm } from '../../lib/use-api-form';
import { useImageUpload } from '../../lib/use-image-upload';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { EditableField } from './components/editable-field';
import { PhotoField } from './components/photo-field';
import { genderLabel } from './lib/gender-label';
import {
  canSubmit,
  formValuesOf,
  isLocked,
  PROFILE_FIELDS,
  profileSchemaFor,
  savedFieldsOf,
  toProfileUpdate,
  type ProfileField,
  type ProfileFormValues,
} from './lib/profile-form';

/** The fields the server may name in its errors: the profile's and the photo. */
const SERVER_FIELDS = [...PROFILE_FIELDS, 'image'] as const;

/** Today as the date input's `max`, in the visitor's own calendar. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const update = useUpdateProfile(profile.email);
  const saved = savedFieldsOf(profile);
  const [editing, setEditing] = useState<ProfileField[]>([]);
  const [justUnlocked, setJustUnlocked] = useState<ProfileField | 'image' | null>(null);
  // The photo's upload field: open after Edit (or "Add a photo"); while open an image is required.
  const [photoOpen, setPhotoOpen] = useState(false);
  const photoUpload = useImageUpload();
  const {
    control,
    register,
    onSubmit,
    setFocus,
    setValue,
    clearErrors,
    trigger,
    formState: { errors, isSubmitting },
  } = useApiForm<ProfileFormValues, ProfileFormValues, { imageUrl: string | undefined }>({
    // The rules follow the photo field: an image is required only while its upload field is shown.
    schema: profileSchemaFor(photoOpen),
    defaultValues: formValuesOf(profile),
    submit: async (values) => {
      // The image first: the profile can only point at an image the server has stored.
      const imageUrl =
        photoOpen && values.image
          ? await photoUpload.upload(values.image, t('Saving your profile'))
          : undefined;
      const answer = await update.mutateAsync(toProfileUpdate(values, imageUrl));
      if (answer.modifiedCount !== 1) throw new FormRefusal(t('Failed to Update Your Profile'));
      return { imageUrl };
    },
    successToast: () => t('Profile Successfully'),
    onSuccess: async ({ imageUrl }) => {
      // The side menu's avatar comes from the session: ask the server again for the new photo.
      if (imageUrl) await refresh().catch(() => undefined);
      navigate(pageHref('profile'));
    },
    takeError: isAbortError,
    errorToast: (error) =>
      error instanceof ApiError && error.body
        ? t('Failed to Update Your Profile. {reason}', { reason: error.body.message })
        : t('Failed to Update Your Profile.'),
    serverFields: SERVER_FIELDS,
    onSettled: () => photoUpload.done(),
  });

  // Edit moves the focus into the field it unlocked (it could not take focus while disabled).
  useEffect(() => {
    if (justUnlocked) setFocus(justUnlocked);
  }, [justUnlocked, setFocus]);

  const edit = (field: ProfileField) => {
    setEditing((fields) => (fields.includes(field) ? fields : [...fields, field]));
    setJustUnlocked(field);
  };
  const openPhoto = () => {
    setPhotoOpen(true);
    setJustUnlocked('image');
  };
  const closePhoto = () => {
    setValue('image', null);
    clearErrors('image');
    setPhotoOpen(false);
    setJustUnlocked(null);
  };
  const locked = (field: ProfileField) => isLocked(field, saved, editing);
  const submittable = canSubmit(saved, editing, photoOpen);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="card bg-base-100 shadow-md ring-1 ring-base-300"
    >
      <div className="card-body gap-5 p-6 sm:p-8">
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <PhotoField
              name={profile.name}
              image={profile.image}
              open={photoOpen}
              onOpen={openPhoto}
              onClose={closePhoto}
              file={field.value}
              onFileChange={(file) => {
                field.onChange(file);
                // A wrong type or size is said as soon as the file is chosen, not only on submit.
                if (file) void trigger('image');
                else clearErrors('image');
              }}
              onBlur={field.onBlur}
              pickerRef={field.ref}
              error={fieldState.error?.message}
              upload={photoUpload.progress}
              busy={isSubmitting}
            />
          )}
        />
        <EditableField
          label={t('Gender')}
          error={errors.gender?.message}
          locked={locked('gender')}
          onEdit={() => edit('gender')}
        >
          {(control) => (
            <select
              {...control}
              {...register('gender')}
              className="select w-full aria-invalid:select-error disabled:text-base-content/80"
            >
              <option value="">{t('Choose your gender')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {genderLabel(gender, t)}
                </option>
              ))}
            </select>
          )}
        </EditableField>
        <EditableField
          label={t('Date of birth')}
          error={errors.dob?.message}
          locked={locked('dob')}
          onEdit={() => edit('dob')}
        >
          {(control) => (
            <input
              {...control}
              {...register('dob')}
              type="date"
              max={todayIso()}
              min="1900-01-01"
              className="input w-full aria-invalid:input-error disabled:text-base-content/80"
            />
          )}
        </EditableField>
        <EditableField
          label={t('Phone number')}
          hint={t('11 to 14 characters, for example +4915112345678.')}
          error={errors.phone?.message}
          locked={locked('phone')}
          onEdit={() => edit('phone')}
        >
          {(control) => (
            <input
              {...control}
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+49 151 12345678"
              className="input w-full aria-invalid:input-error disabled:text-base-content/80"
            />
          )}
        </EditableField>
        {!submittable && (
          <p id="profile-submit-hint" className="text-sm text-muted">
            {t('Click Edit next to a field to change it.')}
          </p>
        )}
        <div className="card-actions flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!submittable}
            aria-describedby={submittable ? undefined : 'profile-submit-hint'}
            className="btn-primary"
          >
            {t('Update Profile')}
          </Button>
          <Link to={pageHref('profile')} className="btn btn-ghost">
            {t('Cancel')}
          </Link>
        </div>
      </div>
    </form>
  );
}

/** /dashboard/profileUpdate: photo, gender, date of birth and phone. */
export function ProfileUpdatePage() {
  const { t } = useT();
  const { user } = useSession();
  const profile = useProfile(user?.email ?? '');

  return (
    <section aria-labelledby="profile-update-heading" className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.profileUpdate.title} />
      <h1 id="profile-update-heading" className="mb-6 text-3xl font-bold">
        {t('Update Your Profile')}
      </h1>
      <QueryState
        query={profile}
        loading={t('Loading your profile')}
        failure={t('We could not load your profile')}
      >
        {(data) => <ProfileForm profile={data} />}
      </QueryState>
    </section>
  );
}
