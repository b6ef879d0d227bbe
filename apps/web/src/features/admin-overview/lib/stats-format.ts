import { type AdminStats } from '@tgde/contracts';

/*
 * How the Overview writes its figures. Months are the API's `YYYY-MM`, named in English as the
 * pages write dates; money is US dollars.
 */

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "June 2026": the tables' and the tooltips' month. */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    monthDate(month),
  );
}

/** "Jun 26": a chart axis's month, short enough for twelve on a phone. */
export function monthTick(month: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: '2-digit' })
    .formatToParts(monthDate(month))
    .filter((part) => part.type === 'month' || part.type === 'year')
    .map((part) => part.value);
  return parts.join(' ');
}

/** "$1,250.50": revenue, to the cent. */
export function dollars(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** "$1.3k" on an axis, "$950" below a thousand. */
export function dollarsTick(amount: number): string {
  if (Math.abs(amount) >= 1000)
    return `$${(amount / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** "4.2%". */
export function percent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** True when there is nothing to draw at all: no booking paid in the period and no place taken ahead. */
export function hasNoBookings(stats: AdminStats): boolean {
  return (
    stats.months.every((month) => month.bookings === 0) &&
    stats.occupancy.destinations.every((destination) => destination.placesTaken === 0)
  );
}
