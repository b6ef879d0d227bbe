import { type Destination } from '@tgde/contracts';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { useSession } from '../../../session/session';
import { usePrefillPhone } from '../api/get-prefill-phone';

/*
 * The form (its rules, the calendar, the date library) is most of this page's code and only needed
 * after a click: it loads when the pointer or focus comes to the button, or at the latest on the
 * click, so the page itself comes to life sooner.
 */
const loadModal = () => import('./booking-modal');
const BookingModal = lazy(async () => ({ default: (await loadModal()).BookingModal }));
const preloadModal = () => void loadModal();

/** 'CONFIRM BOOKING': opens the booking modal for this destination. */
export function BookingButton({ destination }: { destination: Destination }) {
  const { t } = useT();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Asked for now, so that the modal opens with the phone already filled in.
  usePrefillPhone(user?.email ?? '');

  // The router lets only signed-in, verified travellers reach this page.
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-lg"
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setOpen(true)}
      >
        {t('CONFIRM BOOKING')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingModal destination={destination} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
