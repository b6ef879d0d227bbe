import { formatBookingDate } from '@tgde/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n/i18n-context';
import { downloadTextFile } from '../../../lib/download-file';
import { departuresCsv, departuresFileName, departureTotals, type Departure } from '../lib/departure-list';

function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useT();
  return paid ? (
    <span className="badge badge-success badge-soft badge-sm">{t('Paid')}</span>
  ) : (
    <span className="badge badge-warning badge-soft badge-sm">{t('Not paid')}</span>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : <>—</>;
}

/**
 * One departure as the guide takes it along: the heading says where and when, the table who comes.
 * It is what prints (the site's navigation and this page's controls stay off the paper).
 */
export function DepartureSheet({
  destinationName,
  date,
  time,
  withTimes = false,
  departures,
  refreshing,
}: {
  destinationName: string;
  date: string;
  /** The one departure listed (its start time, or null for a whole day); absent: the whole day's. */
  time?: string | null;
  /** Several departures listed together: each party says when it starts. */
  withTimes?: boolean;
  departures: Departure[];
  refreshing: boolean;
}) {
  const { t, locale } = useT();
  const totals = departureTotals(departures);
  const day = formatBookingDate(date, locale);
  const starts = (d: Departure) => d.time ?? t('All day');
  return (
    <section aria-labelledby="departure-heading" aria-busy={refreshing} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="departure-heading" className="text-2xl font-bold break-words">
            {destinationName}, {day}
            {time ? `, ${time}` : ''}
          </h2>
          <p className="text-muted" aria-live="polite">
            {t(
              '{travellers, plural, one {# traveller} other {# travellers}} in {bookings, plural, one {# booking} other {# bookings}}; {paid} paid.',
              { travellers: totals.travellers, bookings: departures.length, paid: totals.paid },
            )}
          </p>
        </div>
        {departures.length > 0 && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
              {t('Print')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() =>
                downloadTextFile(
                  departuresFileName(destinationName, date, time),
                  departuresCsv(departures, t, locale, { withTimes }),
                )
              }
            >
              {t('Download CSV')}
            </button>
          </div>
        )}
      </div>
      {departures.length === 0 ? (
        <EmptyState title={t('Nobody comes that day')}>
          <p>
            {t('No unpaid or paid booking for {destination} on {day}.', {
              destination: destinationName,
              day,
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          {/* A phone shows one card a booking; wider screens and paper show the table. */}
          <ol className="flex flex-col gap-3 sm:hidden print:hidden" aria-label={t('Who comes')}>
            {departures.map((d) => (
              <li key={d.bookingId} className="card bg-base-100 ring-1 ring-base-300">
                <div className="card-body gap-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold break-words">{d.name}</h3>
                    <PaidBadge paid={d.paid} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    {withTimes && (
                      <>
                        <dt className="text-muted">{t('Starts')}</dt>
                        <dd className="tabular-nums">{starts(d)}</dd>
                      </>
                    )}
                    <dt className="text-muted">{t('Travellers')}</dt>
                    <dd className="tabular-nums">{d.travellers}</dd>
                    <dt className="text-muted">{t('Phone')}</dt>
                    <dd className="break-words">
                      <PhoneLink phone={d.phone} />
                    </dd>
                  </dl>
                </div>
              </li>
            ))}
          </ol>
          <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 sm:block print:block print:overflow-visible print:border-0">
            <table className="table table-sm sm:table-md">
              <thead>
                <tr>
                  {withTimes && <th scope="col">{t('Starts')}</th>}
                  <th scope="col">{t('Name')}</th>
                  <th scope="col" className="text-right">
                    {t('Travellers')}
                  </th>
                  <th scope="col">{t('Phone')}</th>
                  <th scope="col">{t('Payment')}</th>
                </tr>
              </thead>
              <tbody>
                {departures.map((d) => (
                  <tr key={d.bookingId}>
                    {withTimes && <td className="tabular-nums">{starts(d)}</td>}
                    <th scope="row" className="font-medium break-words">
                      {d.name}
                    </th>
                    <td className="text-right tabular-nums">{d.travellers}</td>
                    <td className="whitespace-nowrap">
                      <PhoneLink phone={d.phone} />
                    </td>
                    <td>
                      <PaidBadge paid={d.paid} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={withTimes ? 2 : 1}>
                    {t('Total')}
                  </th>
                  <td className="text-right tabular-nums">{totals.travellers}</td>
                  <td colSpan={2}>{t('{paid} paid', { paid: totals.paid })}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
