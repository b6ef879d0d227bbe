import { accountDeletionMessages, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { useApiForm } from '../../../lib/use-api-form';
import { useSession } from '../../../session/session';
import { useDeleteAccount } from '../api/my-account';

// Empty is allowed: an account made with Google confirms with none, shortly after signing in.
const passwordSchema = z.object({ password: z.string() });

/** The right to erasure: says what happens, asks for the password, then signs the person out. */
export function DeleteAccount() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-heading" className="card bg-base-100 shadow-md ring-1 ring-error/40">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="delete-heading" className="text-xl font-bold">
          {t('Delete my account')}
        </h2>
        <p className="text-muted">
          {t(
            'Your name, e-mail address, phone, photos and the messages you sent us while signed in are deleted and you are signed out everywhere. Your reviews stay, signed “Former traveller”. Paid bookings stay in our books without your name, as the law asks of us. Trips still ahead must be cancelled first.',
          )}
        </p>
        <div>
          <Button type="button" className="btn-outline btn-error" onClick={() => setOpen(true)}>
            {t('Delete my account')}
          </Button>
        </div>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, sentence } = useT();
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useApiForm({
    schema: passwordSchema,
    defaultValues: { password: '' },
    // The server's verdict on the password stays until the next try.
    reValidateMode: 'onSubmit',
    submit: async ({ password }) => {
      setFormError(null);
      await remove.mutateAsync(password);
      await signOut();
    },
    successToast: () => sentence(accountDeletionMessages.deleted),
    onSuccess: () => navigate(pageHref('home')),
    serverFields: ['password'],
    onError: (error, onPassword) => {
      if (!onPassword)
        setFormError(errorMessage(error, t('We could not delete your account. Please try again.')));
    },
  });

  return (
    <ModalDialog
      title={t('Delete your account?')}
      onClose={onClose}
      dismissible={!remove.isPending}
      className="max-w-lg"
    >
      {({ close }) => (
        <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>
            {t(
              'This cannot be undone. Enter your password to confirm. Signed up with Google? Leave it empty: it works within 10 minutes of signing in.',
            )}
          </p>
          <FormField label={t('Your password')} error={errors.password?.message}>
            {(control) => (
              <input
                {...control}
                {...register('password')}
                data-autofocus
                type="password"
                autoComplete="current-password"
                className="input w-full"
              />
            )}
          </FormField>
          <FormAlert message={formError} />
          {/* On a narrow phone the longer German labels take two rows rather than leave the box. */}
          <div className="modal-action flex-wrap">
            <Button type="button" className="btn-ghost" onClick={close} disabled={remove.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" className="btn-error" loading={remove.isPending}>
              {t('Delete my account')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
