import { pages, type Booking } from '@tgde/contracts';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { bindingPayment, paymentCancellationSentence } from '../../../lib/booking-terms';
import { formatCost } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';

/**
 * Right above Pay (both card forms): the total, until when the trip can be cancelled, and that
 * paying is binding, with the booking terms in a new tab so that the card typed in stays. The Pay
 * button is described by it (`id`), so a screen reader reads it with the button.
 */
export function PaymentTerms({ booking, id }: { booking: Booking; id: string }) {
  const party = booking.travellers === 1 ? '1 traveller' : `${booking.travellers} travellers`;
  return (
    <div id={id} className="flex flex-col gap-2 rounded-box bg-base-200 p-4 text-sm">
      <p className="text-base">
        <span className="font-semibold">Total: {formatCost(booking.cost)}</span> for {party}, VAT included.
      </p>
      <p>
        {paymentCancellationSentence(
          booking.freeCancellationUntil,
          formatDate(booking.freeCancellationUntil),
        )}
      </p>
      <p>
        {bindingPayment.before}
        <NewTabLink href={pages.terms.path} className="link link-primary">
          {bindingPayment.link}
        </NewTabLink>
        {bindingPayment.after}
      </p>
    </div>
  );
}
