/*
 * Kept apart from lib/format.ts, whose other helpers the home page uses, so that date-fns stays
 * out of the home page's first JavaScript and loads with the pages that show dates.
 */
import type { Locale } from '@tgde/contracts';
import { format, isValid, parseISO } from 'date-fns';

/**
 * The API speaks ISO calendar dates ('2026-12-24'), pages show them as 'PP'
 * ('Dec 24, 2026'). parseISO reads a date-only string as local midnight, so the day never shifts
 * with the visitor's time zone (new Date('2026-12-24') would be UTC midnight).
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  const date = parseISO(isoDate);
  if (!isValid(date)) return isoDate;
  // German readers expect 24.12.2026.
  return format(date, locale === 'de' ? 'dd.MM.yyyy' : 'PP');
}

/** A moment as pages show it: "Dec 24, 2026, 10:00 AM", or "24.12.2026, 10:00" in German. */
export function formatMoment(iso: string, locale: Locale): string {
  return format(parseISO(iso), locale === 'de' ? 'dd.MM.yyyy, HH:mm' : 'PP, p');
}
