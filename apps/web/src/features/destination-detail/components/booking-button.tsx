import { type Destination } from '@tgde/contracts';
import { useState } from 'react';
import { useSession } from '../../../session/session';
import { useProfilePhone } from '../api/get-profile-phone';
import { BookingModal } from './booking-modal';

/** SPEC.md §2's 'CONFIRM BOOKING': opens the booking modal for this destination. */
export function BookingButton({ destination }: { destination: Destination }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // Asked for now, so that the modal opens with the phone already filled in.
  useProfilePhone(user?.email ?? '');

  // The router lets only signed-in, verified travellers reach this page.
  if (!user) return null;
  return (
    <>
      <button type="button" className="btn btn-secondary btn-lg" onClick={() => setOpen(true)}>
        CONFIRM BOOKING
      </button>
      {open && <BookingModal destination={destination} user={user} onClose={() => setOpen(false)} />}
    </>
  );
}
