import { addDays, FEW_PLACES_LEFT, type DayAvailability } from '@tgde/contracts';
import { type CalendarDayNote } from '../../../components/ui/date-picker-field';
import { type Translator } from '../../../i18n/i18n-context';

/**
 * What the booking calendar says about each day of an availability answer, for a party of
 * `travellers`: a sold-out day, or one with too few places for the party, cannot be picked; a day
 * with FEW_PLACES_LEFT or fewer places says how many. Days without a limit, or with plenty left,
 * say nothing.
 */
export function calendarDays(
  entries: readonly DayAvailability[],
  travellers: number,
  t: Translator['t'],
): Map<string, CalendarDayNote> {
  const party = Number.isInteger(travellers) && travellers > 0 ? travellers : 1;
  const days = new Map<string, CalendarDayNote>();
  for (const { date, remaining } of entries) {
    if (remaining === null) continue;
    if (remaining <= 0) {
      days.set(date, { unavailable: true, note: t('sold out'), badge: t('full') });
    } else if (remaining < party) {
      days.set(date, {
        unavailable: true,
        // Not "travellers": the day's name would then also answer to the Travellers field's label.
        note: t('{remaining, plural, one {# place left} other {# places left}}, not enough for {party}', {
          remaining,
          party,
        }),
        badge: t('{remaining} left', { remaining }),
      });
    } else if (remaining <= FEW_PLACES_LEFT) {
      days.set(date, {
        unavailable: false,
        note: t('{remaining, plural, one {# place left} other {# places left}}', { remaining }),
        badge: t('{remaining} left', { remaining }),
      });
    }
  }
  return days;
}

/**
 * The days of the month starting on `firstDay` (ISO) that can be booked, between `min` and `max`
 * (ISO, included): the range to ask availability for. Null when none of the month can be booked.
 */
export function bookableRangeOfMonth(
  firstDay: string,
  min: string,
  max: string,
): { from: string; to: string } | null {
  const start = `${firstDay.slice(0, 7)}-01`;
  const end = addDays(`${addDays(start, 31).slice(0, 7)}-01`, -1);
  const from = start < min ? min : start;
  const to = end > max ? max : end;
  return from <= to ? { from, to } : null;
}

/** The sentence under the calendar for the chosen day, or null when there is nothing to say. */
export function chosenDayNote(
  entries: readonly DayAvailability[] | undefined,
  date: string,
  travellers: number,
  t: Translator['t'],
): string | null {
  const remaining = entries?.find((entry) => entry.date === date)?.remaining;
  if (remaining === undefined || remaining === null) return null;
  if (remaining <= 0) return t('That day is sold out: choose another day.');
  if (Number.isInteger(travellers) && remaining < travellers) {
    return t(
      'Only {remaining, plural, one {# place left} other {# places left}} that day: book for fewer travellers or choose another day.',
      { remaining },
    );
  }
  return remaining <= FEW_PLACES_LEFT
    ? t('{remaining, plural, one {# place left} other {# places left}} that day.', { remaining })
    : null;
}
