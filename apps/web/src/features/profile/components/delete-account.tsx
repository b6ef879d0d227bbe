import { accountDeletionMessages, pageHref } from '@tgde/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../i18n/i18n-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../session/session';
import { useDeleteAccount } from '../api/my-account';

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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    remove.mutate(password, {
      onSuccess: async () => {
        await signOut();
        notify.success(sentence(accountDeletionMessages.deleted));
        navigate(pageHref('home'));
      },
      onError: (error) => {
        const onPassword =
          error instanceof ApiError ? error.body?.errors?.find((e) => e.path === 'password') : undefined;
        if (onPassword) setFieldError(onPassword.message);
        else setFormError(errorMessage(error, t('We could not delete your account. Please try again.')));
      },
    });
  };

  return (
    <ModalDialog
      title={t('Delete your account?')}
      onClose={onClose}
      dismissible={!remove.isPending}
      className="max-w-lg"
    >
      {({ close }) => (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <p>
            {t(
              'This cannot be undone. Enter your password to confirm. Signed up with Google? Leave it empty: it works within 10 minutes of signing in.',
            )}
          </p>
          <FormField label={t('Your password')} error={fieldError}>
            {(control) => (
              <input
                {...control}
                data-autofocus
                type="password"
                autoComplete="current-password"
                className="input w-full"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
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
