import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@tgde/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/stronger-sign-in';
import { isIpAddress, pageHostname } from '../lib/passkey-host';

// The name is optional: the server names an unnamed passkey itself.
const passkeyNameSchema = z.object({ name: z.string() });

/** The browser's own refusals (cancelled, not allowed, no authenticator): not the server's words. */
function isBrowserRefusal(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof Error;
}

/**
 * Passkeys: sign in with the phone's or computer's screen lock instead of the password. `hostname`
 * is the page's (lib/passkey-host): at an IP address no passkey can be made, and the section says
 * why in place of the form.
 */
export function PasskeysSection({ hostname = pageHostname() }: { hostname?: string } = {}) {
  const { t } = useT();
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby="passkeys-heading" className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-4 p-6 sm:p-8">
        <h2 id="passkeys-heading" className="text-xl font-bold">
          {t('Passkeys')}
        </h2>
        <p className="text-muted">
          {t(
            'A passkey signs you in with your fingerprint, face or screen lock instead of your password. It stays on your device and works only on this site.',
          )}
        </p>
        <QueryState
          query={passkeys}
          loading={t('Loading your passkeys')}
          failure={t('We could not load your passkeys')}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-muted italic">{t('You have no passkeys yet.')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-base-300" data-testid="passkey-list">
                {list.map((passkey) => (
                  <PasskeyRow key={passkey.id} passkey={passkey} />
                ))}
              </ul>
            )
          }
        </QueryState>
        {isIpAddress(hostname) ? (
          <p
            role="note"
            data-testid="passkeys-need-a-name"
            className="alert alert-warning alert-soft text-sm"
          >
            {t(
              "Passkeys need the site's name, not an IP address: this page is open at {host}, where browsers make no passkey. Open the site by its name (an address such as https://travel.example.com/) and add your passkey there; if the site has no name yet, ask its operator for one.",
              { host: hostname },
            )}
          </p>
        ) : (
          <AddPasskey />
        )}
      </div>
    </section>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, locale } = useT();
  const remove = useRemovePasskey();
  const name = passkey.name || t('Passkey');
  const removeIt = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => notify.success(t('The passkey is removed.')),
      onError: (error) => notify.error(errorMessage(error, t('We could not remove that passkey.'))),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        {passkey.createdAt && (
          <p className="text-sm text-muted">
            {t('Added {date}', { date: formatDate(passkey.createdAt, locale) })}
          </p>
        )}
      </div>
      <Button
        type="button"
        className="btn-outline btn-sm"
        onClick={removeIt}
        loading={remove.isPending}
        aria-label={t('Remove the passkey {name}', { name })}
      >
        {t('Remove')}
      </Button>
    </li>
  );
}

function AddPasskey() {
  const { t } = useT();
  const add = useAddPasskey();
  const [error, setError] = useState<string | null>(null);
  const { register, onSubmit } = useApiForm({
    schema: passkeyNameSchema,
    defaultValues: { name: '' },
    submit: ({ name }) => {
      setError(null);
      return add.mutateAsync(name.trim());
    },
    successToast: () => t('The passkey is added.'),
    onSuccess: (_answer, _values, form) => form.reset({ name: '' }),
    onError: (failure) =>
      setError(
        isBrowserRefusal(failure)
          ? t('The passkey was not made: the browser or device cancelled it.')
          : errorMessage(failure, t('We could not add the passkey.')),
      ),
  });
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label={t('Name of the new passkey')}
          hint={t('For example the device it is on, such as “Work laptop”.')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              {...register('name')}
              className="input w-full"
              maxLength={PASSKEY_NAME_MAX_LENGTH}
            />
          )}
        </FormField>
        <Button type="submit" className="btn-outline" loading={add.isPending}>
          {t('Add a passkey')}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
