import { formatBookingDate, formatMoney, type Departure, type DepartureStatus } from '@tgde/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDepartureAction, type DepartureAction } from '../api/day-departures';
import { refundOf, type DepartureBooking } from '../lib/departure-list';

const STATUS_BADGE: Record<DepartureStatus, string> = {
  open: 'badge-info',
  guaranteed: 'badge-success',
  closed: 'badge-warning',
  cancelled: 'badge-error',
};

function statusName(status: DepartureStatus, t: Translator['t']): string {
  switch (status) {
    case 'open':
      return t('Open');
    case 'guaranteed':
      return t('Guaranteed');
    case 'closed':
      return t('Closed');
    case 'cancelled':
      return t('Cancelled');
  }
}

/** The id of a departure's heading, where the focus goes after it is closed or cancelled. */
const headingId = (departureId: string) => `departure-${departureId}`;

/** "10:00", or "All day" for a destination without start times. */
export function departureTime(departure: Pick<Departure, 'time'>, t: Translator['t']): string {
  return departure.time ?? t('All day');
}

function PlacesLine({ departure }: { departure: Departure }) {
  const { t } = useT();
  const { booked, capacity, remaining } = departure;
  return (
    <p className="text-sm">
      {capacity === null || remaining === null
        ? t('{booked, plural, one {# place booked} other {# places booked}}, no limit', { booked })
        : t(
            '{booked, plural, one {# place booked} other {# places booked}} of {capacity}, {remaining} left',
            {
              booked,
              capacity,
              remaining,
            },
          )}
    </p>
  );
}

/** The cancel question: what cancelling this departure refunds, and to how many people. */
function CancelDialog({
  departure,
  destinationName,
  bookings,
  busy,
  onConfirm,
  onCancel,
}: {
  departure: Departure;
  destinationName: string;
  /** The day's bookings; undefined while they load (the dialog then names no figures). */
  bookings: readonly DepartureBooking[] | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useT();
  const refund = bookings ? refundOf(bookings, departure.id) : null;
  return (
    <ConfirmDialog
      title={
        departure.time
          ? t('Cancel the {time} departure?', { time: departure.time })
          : t('Cancel the departure of the whole day?')
      }
      body={
        <div className="flex flex-col gap-2">
          <p className="font-semibold break-words">
            {destinationName}, {formatBookingDate(departure.date, locale)}, {departureTime(departure, t)}
          </p>
          <p>
            {refund === null
              ? t('Every paid booking of it is refunded in full.')
              : refund.people === 0
                ? t('Nobody has paid for it yet: nothing is refunded.')
                : t('{amount} will be refunded to {people, plural, one {# person} other {# people}}.', {
                    amount: formatMoney(refund.amount, locale),
                    people: refund.people,
                  })}
          </p>
          <p>
            {t(
              'Every booking of this departure is cancelled and each traveller gets an email. This cannot be undone.',
            )}
          </p>
        </div>
      }
      confirmLabel={t('Cancel departure')}
      cancelLabel={t('Keep it')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * The departures of the chosen destination and day: when each starts, its places booked and left,
 * and its state, with a way to close it to new bookings or to cancel it (which asks first).
 */
export function DayDepartures({
  destinationName,
  departures,
  bookings,
}: {
  destinationName: string;
  departures: readonly Departure[];
  /** The day's bookings, for what a cancel refunds; undefined while they load. */
  bookings: readonly DepartureBooking[] | undefined;
}) {
  const { t } = useT();
  const action = useDepartureAction();
  const [asking, setAsking] = useState<Departure | null>(null);
  const running = (id: string, kind: DepartureAction) =>
    action.isPending && action.variables.id === id && action.variables.action === kind;

  const act = (departure: Departure, kind: DepartureAction) =>
    action.mutate(
      { id: departure.id, action: kind },
      {
        onSuccess: () =>
          notify.success(
            kind === 'close'
              ? t('The departure ({time}) is closed to new bookings.', { time: departureTime(departure, t) })
              : t('The departure ({time}) is cancelled. Every traveller gets an email.', {
                  time: departureTime(departure, t),
                }),
          ),
        onError: (error) => notify.error(errorMessage(error, t('Something went wrong. Please try again.'))),
        onSettled: () => {
          // The dialog gives the focus back to its button as it closes; that button may now be
          // disabled, so the focus goes on to the departure's own heading.
          flushSync(() => setAsking(null));
          document.getElementById(headingId(departure.id))?.focus();
        },
      },
    );

  if (departures.length === 0)
    return (
      <EmptyState title={t('No departure that day')}>
        <p>{t('Its start times leave this weekday out. Choose another day.')}</p>
      </EmptyState>
    );

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {departures.map((departure) => {
          const when = departureTime(departure, t);
          const cancelled = departure.status === 'cancelled';
          return (
            <li key={departure.id} className="card border border-base-300 bg-base-100">
              <div className="card-body gap-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3
                    id={headingId(departure.id)}
                    tabIndex={-1}
                    className="text-lg font-semibold tabular-nums focus:outline-none"
                  >
                    {when}
                  </h3>
                  <span className={`badge badge-soft ${STATUS_BADGE[departure.status]}`}>
                    {statusName(departure.status, t)}
                  </span>
                </div>
                <PlacesLine departure={departure} />
                {departure.minTravellers !== null && (
                  <p className="text-sm text-muted">
                    {t('Minimum group: {min}', { min: departure.minTravellers })}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    className="btn-outline btn-sm"
                    disabled={cancelled || departure.status === 'closed' || action.isPending}
                    loading={running(departure.id, 'close')}
                    onClick={() => act(departure, 'close')}
                  >
                    {t('Close')}
                    <span className="sr-only">: {when}</span>
                  </Button>
                  <Button
                    className="btn-outline btn-error btn-sm"
                    disabled={cancelled || action.isPending}
                    onClick={() => setAsking(departure)}
                  >
                    {t('Cancel departure')}
                    <span className="sr-only">: {when}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {asking && (
        <CancelDialog
          departure={asking}
          destinationName={destinationName}
          bookings={bookings}
          busy={action.isPending}
          onConfirm={() => act(asking, 'cancel')}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
