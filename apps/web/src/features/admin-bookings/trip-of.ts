import { type Booking } from '@tgde/contracts';
import { type Translator } from '../../i18n/i18n-context';
import { formatDate } from '../../lib/format-date';

/** "Ann's trip to Goslar on Dec 24, 2026": which booking a button or a message is about. */
export const tripOf = (booking: Booking, { t, locale }: Pick<Translator, 't' | 'locale'>) =>
  t("{name}'s trip to {destination} on {date}", {
    name: booking.userName,
    destination: booking.bookingName,
    date: formatDate(booking.date, locale),
  });
