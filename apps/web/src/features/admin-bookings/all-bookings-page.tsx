/** Placeholder until this page is written; replaced in this same change. */
export function AllBookingsPage() {
  return <p>All Bookings</p>;
}
