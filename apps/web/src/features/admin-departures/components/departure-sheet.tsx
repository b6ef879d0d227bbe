import { formatBookingDate } from '@tgde/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { downloadTextFile } from '../../../lib/download-file';
import { departuresCsv, departuresFileName, departureTotals, type Departure } from '../lib/departure-list';

function PaidBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="badge badge-success badge-soft badge-sm">Paid</span>
  ) : (
    <span className="badge badge-warning badge-soft badge-sm">Not paid</span>
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
  departures,
  refreshing,
}: {
  destinationName: string;
  date: string;
  departures: Departure[];
  refreshing: boolean;
}) {
  const totals = departureTotals(departures);
  const day = formatBookingDate(date);
  return (
    <section aria-labelledby="departure-heading" aria-busy={refreshing} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="departure-heading" className="text-2xl font-bold break-words">
            {destinationName}, {day}
          </h2>
          <p className="text-muted" aria-live="polite">
            {totals.travellers} {totals.travellers === 1 ? 'traveller' : 'travellers'} in {departures.length}{' '}
            {departures.length === 1 ? 'booking' : 'bookings'}; {totals.paid} paid.
          </p>
        </div>
        {departures.length > 0 && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
              Print
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() =>
                downloadTextFile(departuresFileName(destinationName, date), departuresCsv(departures))
              }
            >
              Download CSV
            </button>
          </div>
        )}
      </div>
      {departures.length === 0 ? (
        <EmptyState title="Nobody comes that day">
          <p>
            No unpaid or paid booking for {destinationName} on {day}.
          </p>
        </EmptyState>
      ) : (
        <>
          {/* A phone shows one card a booking; wider screens and paper show the table. */}
          <ol className="flex flex-col gap-3 sm:hidden print:hidden" aria-label="Who comes">
            {departures.map((d) => (
              <li key={d.bookingId} className="card bg-base-100 ring-1 ring-base-300">
                <div className="card-body gap-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold break-words">{d.name}</h3>
                    <PaidBadge paid={d.paid} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted">Travellers</dt>
                    <dd className="tabular-nums">{d.travellers}</dd>
                    <dt className="text-muted">Phone</dt>
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
                  <th scope="col">Name</th>
                  <th scope="col" className="text-right">
                    Travellers
                  </th>
                  <th scope="col">Phone</th>
                  <th scope="col">Payment</th>
                </tr>
              </thead>
              <tbody>
                {departures.map((d) => (
                  <tr key={d.bookingId}>
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
                  <th scope="row">Total</th>
                  <td className="text-right tabular-nums">{totals.travellers}</td>
                  <td colSpan={2}>{totals.paid} paid</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
