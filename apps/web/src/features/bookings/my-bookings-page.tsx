/** Placeholder until this page is written; replaced in this same change. */
export function MyBookingsPage() {
  return <p>My Bookings</p>;
}
