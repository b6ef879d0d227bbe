import { localizedPath, pages, type Booking } from '@tgde/contracts';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { useT } from '../../../i18n/i18n-context';
import { bindingPayment, paymentCancellationSentence } from '../../../lib/booking-terms';
import { formatCost } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';

/**
 * Right above Pay (both card forms): the total, until when the trip can be cancelled, and that
 * paying is binding, with the booking terms in a new tab so that the card typed in stays. The Pay
 * button is described by it (`id`), so a screen reader reads it with the button.
 */
export function PaymentTerms({ booking, id }: { booking: Booking; id: string }) {
  const { t, sentence, locale } = useT();
  return (
    <div id={id} className="flex flex-col gap-2 rounded-box bg-base-200 p-4 text-sm">
      <p className="text-base">
        <span className="font-semibold">
          {t('Total: {price}', { price: formatCost(booking.cost, locale) })}
        </span>{' '}
        {t('for {count, plural, one {# traveller} other {# travellers}}, VAT included.', {
          count: booking.travellers,
        })}
      </p>
      <p>
        {paymentCancellationSentence(
          booking.freeCancellationUntil,
          formatDate(booking.freeCancellationUntil, locale),
          t,
        )}
      </p>
      <p>
        {sentence(bindingPayment.before)}
        {/* A plain link (new tab): the German address, /de/agb, written out. */}
        <NewTabLink href={localizedPath(pages.terms.path, locale)} className="link link-primary">
          {sentence(bindingPayment.link)}
        </NewTabLink>
        {sentence(bindingPayment.after)}
      </p>
    </div>
  );
}

/**
 * The label of the button that pays: SPEC's "Pay" in English; on German pages the words German law
 * asks of a button that binds the buyer to pay (§ 312j BGB), "Zahlungspflichtig buchen". A message
 * of its own (a select with only `other`): the catalogue's plain 'Pay' (My Bookings' link to this
 * page) is "Bezahlen".
 */
export function usePayButtonLabel(): string {
  const { t } = useT();
  return t('Pay{kind, select, other {}}', { kind: 'binding' });
}
