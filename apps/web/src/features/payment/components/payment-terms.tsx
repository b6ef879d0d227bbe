import { formatMoney, pageHref, type Booking } from '@tgde/contracts';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { useT } from '../../../i18n/i18n-context';
import { bindingPayment, bookingButtons, paymentCancellationSentence } from '../../../lib/booking-terms';
import { formatDate } from '../../../lib/format-date';

/**
 * Right above Pay (both card forms): the total, until when the trip can be cancelled, and that
 * paying is binding, with the booking terms in a new tab so that the card typed in stays. The Pay
 * button is described by it (`id`), so a screen reader reads it with the button.
 */
export function PaymentTerms({ booking, id }: { booking: Booking; id: string }) {
  const { t, locale } = useT();
  const binding = bindingPayment(t);
  return (
    <div id={id} className="flex flex-col gap-2 rounded-box bg-base-200 p-4 text-sm">
      <p className="text-base">
        <span className="font-semibold">
          {t('Total: {price}', { price: formatMoney(booking.cost, locale) })}
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
        {binding.before}
        {/* A plain link (new tab): the German address, /de/agb, written out. */}
        <NewTabLink href={pageHref('terms', {}, locale)} className="link link-primary">
          {binding.link}
        </NewTabLink>
        {binding.after}
      </p>
    </div>
  );
}

/** The label of the button that pays (bookingButtons.pay: the words the booking terms quote). */
export function usePayButtonLabel(): string {
  const { t } = useT();
  return bookingButtons.pay(t);
}
