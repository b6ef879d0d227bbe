import { BOOKING_TIME_ZONE, calendarDateIn, formatBookingDate, type Locale } from '@tgde/contracts';

/**
 * The day of a moment (an ISO 8601 timestamp from the API) as pages show dates: "Dec 24, 2026", or "24.12.2026" in German.
 * Counted in Germany's time zone, as booking days are, so that the server-rendered page and the
 * browser that takes it over write the same day wherever either of them is.
 */
export function formatDay(timestamp: string, locale: Locale = 'en'): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  return formatBookingDate(calendarDateIn(BOOKING_TIME_ZONE, moment), locale);
}
