import { useT } from '../../../i18n/i18n-context';
import { FormField } from '../../../components/ui/form-field';
import type { BookingsFilter } from '../api/get-all-bookings';

/**
 * All Bookings' filters: the bookings' state (paid and unpaid, the default, leaves the cancelled
 * ones out; they have a choice of their own) and a range of trip dates.
 */
export function BookingsFilterForm({
  filter,
  onChange,
}: {
  filter: BookingsFilter;
  onChange: (next: Partial<BookingsFilter>) => void;
}) {
  const { t } = useT();
  return (
    <form
      className="mb-6 grid grid-cols-1 gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('Filter bookings')}
    >
      <FormField label={t('State')}>
        {(control) => (
          <select
            {...control}
            value={filter.state}
            onChange={(event) => onChange({ state: event.target.value as BookingsFilter['state'] })}
            className="select w-full"
          >
            <option value="booked">{t('Paid and unpaid')}</option>
            <option value="paid">{t('Paid')}</option>
            <option value="unpaid">{t('Unpaid')}</option>
            <option value="cancelled">{t('Cancelled')}</option>
          </select>
        )}
      </FormField>
      <FormField label={t('Trip date from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
            className="input w-full"
          />
        )}
      </FormField>
      <FormField label={t('Trip date to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            className="input w-full"
          />
        )}
      </FormField>
    </form>
  );
}
