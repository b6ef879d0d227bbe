import { addDays, firstBookableDate, formatBookingDate, type DayAvailability } from '@tgde/contracts';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { availabilityQueryOptions } from '../../../queries/booking-queries';

/** How many days ahead the admin sees, today included. */
const DAYS_AHEAD = 28;

function Left({ day }: { day: DayAvailability }) {
  const { t } = useT();
  if (day.remaining === null) return <span className="text-muted">{t('no limit')}</span>;
  if (day.remaining <= 0)
    return <span className="badge badge-error badge-soft badge-sm">{t('Sold out')}</span>;
  return <>{day.remaining}</>;
}

/**
 * The places taken each day of the next four weeks (Germany's days, as bookings count them), from
 * the availability that the booking calendar reads, so that both always agree. The table scrolls
 * inside its own focusable region should a narrow screen not hold it, never the page.
 */
export function PlacesTaken({ destinationId }: { destinationId: string }) {
  const { t, locale } = useT();
  const from = firstBookableDate();
  const range = { from, to: addDays(from, DAYS_AHEAD - 1) };
  const availability = useQuery(availabilityQueryOptions(destinationId, range));

  return (
    <section
      aria-labelledby="places-taken-heading"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-5 sm:p-8">
        <h2 id="places-taken-heading" className="text-xl font-bold">
          {t('Places taken, next 4 weeks')}
        </h2>
        <QueryState
          query={availability}
          loading={t('Loading the places taken')}
          failure={t('We could not load the places taken')}
        >
          {(days) => (
            <div
              role="region"
              aria-label={t('Places taken, next 4 weeks: table')}
              // Focusable so that a keyboard can scroll it when the table is wider than the screen.
              tabIndex={0}
              className="max-h-[28rem] overflow-auto rounded-box border border-base-300"
            >
              <table className="table table-xs sm:table-sm table-pin-rows">
                <caption className="caption-top px-3 pt-2 text-left text-sm text-muted">
                  {t(
                    'Travellers booked (unpaid and paid) each day from {from} to {to}, and the places left.',
                    { from: formatBookingDate(range.from, locale), to: formatBookingDate(range.to, locale) },
                  )}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Day')}</th>
                    <th scope="col" className="text-right">
                      {t('Booked')}
                    </th>
                    <th scope="col" className="text-right">
                      {t('Places')}
                    </th>
                    <th scope="col" className="text-right">
                      {t('Left')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row" className="font-medium whitespace-nowrap">
                        {formatBookingDate(day.date, locale)}
                      </th>
                      <td
                        className={`text-right tabular-nums ${day.booked > 0 ? 'font-semibold' : 'text-muted'}`}
                      >
                        {day.booked}
                      </td>
                      <td className="text-right tabular-nums">
                        {day.capacity ?? <span className="text-muted">{t('no limit')}</span>}
                      </td>
                      <td className="text-right tabular-nums">
                        <Left day={day} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
