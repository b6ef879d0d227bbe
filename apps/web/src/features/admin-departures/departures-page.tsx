import { firstBookableDate, formatBookingDate, pages, type Destination } from '@tgde/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../lib/router';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { destinationsQueryOptions } from '../../queries/catalogue-queries';
import { oneDestinationLabel } from '../../lib/destination-label';
import { useDayDepartures } from './api/day-departures';
import { useDayBookings } from './api/get-day-bookings';
import { DayDepartures, departureTime } from './components/day-departures';
import { DepartureSheet } from './components/departure-sheet';
import { departuresOf } from './lib/departure-list';

/**
 * /dashboard/departures (admins): the departures of one destination on one day, to close or cancel,
 * and who comes, to print for the guide or download as CSV. The choice lives in the address
 * (?destination=&date=&departure=), so a reload or a shared link shows the same list.
 */
export function DeparturesPage() {
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const destinationId = params.get('destination') ?? '';
  const date = params.get('date') ?? firstBookableDate();
  const catalogue = useQuery(destinationsQueryOptions());
  const departureId = params.get('departure') ?? '';
  const bookings = useDayBookings(destinationId ? date : '');
  const departures = useDayDepartures(destinationId, date);
  const choose = (next: { destination?: string; date?: string; departure?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) merged.set(name, value);
    // Another destination or day has other departures.
    if (next.departure === undefined || next.departure === '') merged.delete('departure');
    setParams(merged, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageTitle page={pages.departures.title} />
      <header className="mb-6 print:hidden">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Departures')}</h1>
        <p className="mt-3 text-muted">
          {t('Who comes on one day: pick the destination and the day, then print the list or download it.')}
        </p>
      </header>
      <QueryState
        query={catalogue}
        loading={t('Loading the destinations')}
        failure={t('We could not load the destinations')}
      >
        {(destinations) => {
          const destination: Destination | undefined = destinations.find((d) => d._id === destinationId);
          const dayDepartures = destination ? (departures.data ?? []) : [];
          const chosen = dayDepartures.find((d) => d.id === departureId);
          // A choice of departure only where the day has more than one way to come.
          const timed = dayDepartures.some((d) => d.time !== null);
          return (
            <>
              <form
                className="mb-6 grid grid-cols-1 gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 print:hidden"
                onSubmit={(event) => event.preventDefault()}
                aria-label={t('Choose the departure')}
              >
                <FormField label={oneDestinationLabel(t)}>
                  {(control) => (
                    <select
                      {...control}
                      value={destination ? destinationId : ''}
                      onChange={(event) => choose({ destination: event.target.value })}
                      className="select w-full"
                    >
                      <option value="" disabled>
                        {t('Choose a destination')}
                      </option>
                      {destinations.map((d) => (
                        <option key={d._id} value={d._id}>
                          {d.destinationName}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label={t('Day')}>
                  {(control) => (
                    <input
                      {...control}
                      type="date"
                      value={date}
                      onChange={(event) => {
                        if (event.target.value) choose({ date: event.target.value });
                      }}
                      className="input w-full"
                    />
                  )}
                </FormField>
                {timed && (
                  <FormField label={t('Departure')}>
                    {(control) => (
                      <select
                        {...control}
                        value={chosen ? chosen.id : ''}
                        onChange={(event) => choose({ departure: event.target.value })}
                        className="select w-full"
                      >
                        <option value="">{t('All departures')}</option>
                        {dayDepartures.map((d) => (
                          <option key={d.id} value={d.id}>
                            {departureTime(d, t)}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                )}
              </form>
              {destination && (
                <section aria-labelledby="day-departures-heading" className="mb-8 print:hidden">
                  <h2 id="day-departures-heading" className="mb-3 text-xl font-bold">
                    {t('Start times and places')}
                  </h2>
                  <QueryState
                    query={departures}
                    loading={t('Loading the start times and places')}
                    failure={t('We could not load the start times and places')}
                  >
                    {(list) => (
                      <DayDepartures
                        destinationName={destination.destinationName}
                        departures={list}
                        bookings={bookings.data}
                      />
                    )}
                  </QueryState>
                </section>
              )}
              {destination ? (
                <QueryState
                  query={bookings}
                  loading={t('Loading who comes')}
                  failure={t('We could not load the bookings of that day')}
                >
                  {(dayBookings) => (
                    <DepartureSheet
                      destinationName={destination.destinationName}
                      date={date}
                      time={chosen ? chosen.time : undefined}
                      withTimes={timed && !chosen}
                      departures={departuresOf(dayBookings, destination._id, date, chosen?.id)}
                      refreshing={bookings.isFetching}
                    />
                  )}
                </QueryState>
              ) : (
                <EmptyState title={t('Choose a destination')}>
                  <p>
                    {t('The list shows who comes to it on {date}.', {
                      date: formatBookingDate(date, locale),
                    })}
                  </p>
                </EmptyState>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
