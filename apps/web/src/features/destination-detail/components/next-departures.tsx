import { addDays, departureStart, firstBookableDate, type Destination } from '@tgde/contracts';
import { useMemo } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { useDepartures } from '../api/get-departures';
import { dayOfDate, hasStartTimes, minimumGroupNote, placesText, unavailableReason } from '../lib/departures';

/** How many departures the page lists: enough to see the rhythm of a week. */
const SHOWN = 6;

/**
 * The next departures of a destination with start times (the day, the time, the places left, and
 * whether it is guaranteed), so that a traveller sees before booking when it runs and how full it
 * is; for a tour that needs a minimum group, when that is decided. Nothing for a destination
 * without start times: its calendar in the booking dialog says the same.
 */
export function NextDepartures({ destination }: { destination: Destination }) {
  const words = useT();
  const { t, locale } = words;
  const range = useMemo(() => {
    const from = firstBookableDate();
    return { from, to: addDays(from, 13) };
  }, []);
  const departures = useDepartures(destination._id, hasStartTimes(destination) ? range : null);
  if (!hasStartTimes(destination)) return null;

  const now = Date.now();
  const upcoming = (departures.data ?? [])
    .filter((departure) => departureStart(departure.date, departure.time).getTime() > now)
    .slice(0, SHOWN);

  return (
    <section
      aria-labelledby="next-departures-heading"
      className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 lg:px-8"
    >
      <h2 id="next-departures-heading" className="text-2xl font-bold">
        {t('Next departures')}
      </h2>
      {destination.meetingPoint && (
        <p className="mt-2 break-words text-muted">
          {t('Meeting point: {address}', { address: destination.meetingPoint.address })}
        </p>
      )}
      {departures.isPending ? (
        <p className="mt-4 text-muted" role="status">
          {t('Loading the departures')}
        </p>
      ) : departures.isError ? (
        <p className="mt-4 text-muted">
          {t('We could not load the departures. The booking dialog lists them too.')}
        </p>
      ) : upcoming.length === 0 ? (
        <p className="mt-4 text-muted">{t('No departures in the next two weeks.')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.map((departure) => {
            const reason = unavailableReason(departure, destination.cutoffMinutes, words);
            const note = minimumGroupNote(departure, destination.decideHours, words);
            return (
              <li
                key={departure.id}
                className="flex flex-col gap-1 rounded-box bg-base-100 px-4 py-3 shadow-sm ring-1 ring-base-300"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">
                    {t('{day} at {time}', {
                      day: dayOfDate(departure.date, locale),
                      time: departure.time ?? '',
                    })}
                  </span>
                  {departure.status === 'guaranteed' && (
                    <span className="badge badge-sm badge-success">{t('Guaranteed')}</span>
                  )}
                </p>
                <p className={reason ? 'text-sm text-muted' : 'text-sm'}>
                  {reason ?? placesText(departure, t)}
                </p>
                {note && <p className="text-xs text-muted">{note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
