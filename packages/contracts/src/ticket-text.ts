import type { TicketCategory } from './tickets';

/*
 * What a booking bought, in words, for the pages (My Bookings, the booking dialog) and the server's
 * mails and PDFs alike. The caller hands in its own translation (the page's `t`, the server's
 * `translate` in the traveller's language); the texts are in the shared catalogue.
 */

export type TranslateText = (text: string, values: Record<string, unknown>) => string;

/** How many tickets of one category: "2 adults", "1 child", "1 family ticket". */
export function ticketCountText(category: TicketCategory, count: number, t: TranslateText): string {
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
  t: TranslateText,
): string {
  return tickets
    .filter((ticket) => ticket.count > 0)
    .map((ticket) => ticketCountText(ticket.category, ticket.count, t))
    .join(', ');
}
