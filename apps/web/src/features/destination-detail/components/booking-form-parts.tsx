import { pages } from '@tgde/contracts';
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
