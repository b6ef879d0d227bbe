import { type AdminStats } from '@tgde/contracts';

/*
 * How the Overview writes its figures. Months are the API's `YYYY-MM`, named in the page's language
 * (`intlLocale`: 'en-US' or 'de-DE'); money is US dollars, written by formatMoney of @tgde/contracts
 * except on a chart's axis.
 */

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "June 2026" ("Juni 2026"): the tables' and the tooltips' month. */
export function monthName(month: string, intlLocale = 'en-US'): string {
  return new Intl.DateTimeFormat(intlLocale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    monthDate(month),
  );
}

/** "Jun 26" ("Juni 26"): a chart axis's month, short enough for twelve on a phone. */
export function monthTick(month: string, intlLocale = 'en-US'): string {
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone: 'UTC', month: 'short', year: '2-digit' })
    .formatToParts(monthDate(month))
    .filter((part) => part.type === 'month' || part.type === 'year')
    .map((part) => part.value);
  return parts.join(' ');
}

const isGerman = (intlLocale: string) => intlLocale.startsWith('de');

/** "$1.3k" ("1,3 Tsd. $") on an axis, "$950" ("950 $") below a thousand. */
export function dollarsTick(amount: number, intlLocale = 'en-US'): string {
  const german = isGerman(intlLocale);
  if (Math.abs(amount) >= 1000) {
    const thousands = (amount / 1000).toLocaleString(intlLocale, { maximumFractionDigits: 1 });
    return german ? `${thousands} Tsd. $` : `$${thousands}k`;
  }
  const whole = Math.round(amount).toLocaleString(intlLocale);
  return german ? `${whole} $` : `$${whole}`;
}

/** The width a money axis needs for its labels: German ones ("12,5 Tsd. $") are longer. */
export const dollarsAxisWidth = (intlLocale = 'en-US'): number => (isGerman(intlLocale) ? 72 : 52);

/** "4.2%" ("4,2 %": German puts a space before the sign). */
export function percent(value: number, intlLocale = 'en-US'): string {
  const number = value.toLocaleString(intlLocale, { maximumFractionDigits: 1 });
  return isGerman(intlLocale) ? `${number} %` : `${number}%`;
}

/** True when there is nothing to draw at all: no booking paid in the period and no place taken ahead. */
export function hasNoBookings(stats: AdminStats): boolean {
  return stats.months.every((month) => month.bookings === 0) && !stats.occupancy.anyPlaceTaken;
}
