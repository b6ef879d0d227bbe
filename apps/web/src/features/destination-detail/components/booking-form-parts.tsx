import { MAX_TRAVELLERS, pages } from '@tgde/contracts';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { useT } from '../../../i18n/i18n-context';
import { cancellationTermsSentence } from '../../../lib/booking-terms';
import { useSiteInfo } from '../../../queries/site-info-query';

/** What the booking dialogs show but the traveller does not choose (the destination, their name). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label}>
      {(control) => <input {...control} className="input w-full bg-base-200" value={value} readOnly />}
    </FormField>
  );
}

/**
 * Beside Confirm: when a paid trip can be cancelled (FREE_CANCELLATION_DAYS, from the server), and
 * the whole terms, in a new tab so that the dialog and what is typed in it stay.
 */
export function CancellationTerms() {
  const { t } = useT();
  const site = useSiteInfo();
  return (
    <p className="text-sm break-words text-muted">
      {site.data && `${cancellationTermsSentence(site.data.freeCancellationDays, t)} `}
      <NewTabLink href={pages.terms.path} className="link link-primary">
        {t('Read the booking terms')}
      </NewTabLink>
    </p>
  );
}

/** The traveller's phone, from their profile and changeable here. */
export function PhoneInput({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t, sentence } = useT();
  return (
    <FormField label={t('Phone')} error={error && sentence(error)}>
      {(field) => (
        <input
          {...field}
          {...registration}
          type="tel"
          autoComplete="tel"
          className="input w-full"
          placeholder="+49 30 1234567"
        />
      )}
    </FormField>
  );
}

/** How many people come, when the destination sells adults only. */
export function TravellersInput({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t, sentence } = useT();
  return (
    <FormField
      label={t('Travellers')}
      hint={t('How many people come, 1 to {max}, you included.', { max: MAX_TRAVELLERS })}
      error={error && sentence(error)}
    >
      {(field) => (
        <input
          {...field}
          {...registration}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TRAVELLERS}
          step={1}
          className="input w-full aria-invalid:input-error sm:w-32"
        />
      )}
    </FormField>
  );
}
