import { type TicketCategory } from '@tgde/contracts';
import { type Translator } from '../i18n/i18n-context';

/*
 * The names of the ticket categories, for the booking dialog (its fields) and My Bookings (what was
 * bought). Each text is written out in a `t()` call of its own so that the catalogue check finds it.
 */

/** A ticket field's label: "Adults", "Children", "Family (4 places)". */
export function ticketCategoryLabel(
  { category, places }: { category: TicketCategory; places: number },
  t: Translator['t'],
): string {
  switch (category) {
    case 'adult':
      return t('Adults');
    case 'child':
      return t('Children');
    case 'youth':
      return t('Young people');
    case 'senior':
      return t('Seniors');
    case 'student':
      return t('Students');
    case 'family':
      return t('{places, plural, one {Family (# place)} other {Family (# places)}}', { places });
  }
}

/** How many tickets of one category: "2 adults", "1 child", "1 family ticket". */
export function ticketCountText(category: TicketCategory, count: number, t: Translator['t']): string {
  switch (category) {
    case 'adult':
      return t('{count, plural, one {# adult} other {# adults}}', { count });
    case 'child':
      return t('{count, plural, one {# child} other {# children}}', { count });
    case 'youth':
      return t('{count, plural, one {# young person} other {# young people}}', { count });
    case 'senior':
      return t('{count, plural, one {# senior} other {# seniors}}', { count });
    case 'student':
      return t('{count, plural, one {# student} other {# students}}', { count });
    case 'family':
      return t('{count, plural, one {# family ticket} other {# family tickets}}', { count });
  }
}

/** "2 adults, 1 child": the tickets bought (none left out), in the order given. */
export function ticketsSummary(
  tickets: readonly { category: TicketCategory; count: number }[],
  t: Translator['t'],
): string {
  return tickets
    .filter((ticket) => ticket.count > 0)
    .map((ticket) => ticketCountText(ticket.category, ticket.count, t))
    .join(', ');
}
