import { type Booking } from '@tgde/contracts';

/**
 * The phone the booking form starts with: the profile's when it has one (the traveller keeps it
 * there on purpose), else the one typed for the latest trip booked, so that nobody types it twice.
 * Bookings carry no creation time: the trip with the latest date stands for the last one booked.
 */
export function prefillPhone(
  profilePhone: string | null | undefined,
  bookings: readonly Booking[] = [],
): string {
  const fromProfile = profilePhone?.trim() ?? '';
  if (fromProfile) return fromProfile;
  let latest: Booking | undefined;
  for (const booking of bookings) {
    if (!booking.phone?.trim()) continue;
    if (!latest || booking.date >= latest.date) latest = booking;
  }
  return latest?.phone?.trim() ?? '';
}
