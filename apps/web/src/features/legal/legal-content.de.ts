import { INTL_LOCALES } from '@tgde/contracts';

/*
 * The server's settings in German words, for the German legal pages (*-content.de.ts). The English
 * pages word them in lib/booking-terms.ts and in their own modules.
 */

/** A number as German pages write it: 1.440, 7,5. */
export const germanNumber = (n: number): string => n.toLocaleString(INTL_LOCALES.de);

/** "1 Tag", "14 Tage". */
export const germanDays = (n: number): string => `${germanNumber(n)} ${n === 1 ? 'Tag' : 'Tage'}`;

/** BOOKING_HOLD_MINUTES in words, in the same units as the English pages: "24 Stunden", "90 Minuten", "3 Tage". */
export function germanHoldDuration(minutes: number): string {
  if (minutes >= 3 * 24 * 60 && minutes % (24 * 60) === 0) return germanDays(minutes / (24 * 60));
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${germanNumber(hours)} ${hours === 1 ? 'Stunde' : 'Stunden'}`;
  }
  return `${germanNumber(minutes)} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

/** Until when a paid trip is cancelled free of charge: "bis 2 Tage vor der Reise", or "bis zum Tag der Reise". */
export function germanUntilDaysBeforeTrip(days: number): string {
  return days <= 0 ? 'bis zum Tag der Reise' : `bis ${germanDays(days)} vor der Reise`;
}

/** When the reminder goes out: "2 Tage vor Ihrer Reise", or "am Tag Ihrer Reise" (REMINDER_DAYS=0). */
export function germanReminderDay(days: number): string {
  return days <= 0 ? 'am Tag Ihrer Reise' : `${germanDays(days)} vor Ihrer Reise`;
}
