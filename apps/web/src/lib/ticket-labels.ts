import { type TicketCategory } from '@tgde/contracts';
import { type Translator } from '../i18n/i18n-context';

/*
 * The names of the ticket categories as the booking dialog's fields show them. Each text is written
 * out in a `t()` call of its own so that the catalogue check finds it. What a booking bought ("2
 * adults, 1 child") is @tgde/contracts' ticketsSummary, which the mails use too.
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
