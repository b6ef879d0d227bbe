/** Placeholder until this page is written; replaced in this same change. */
export function ManageDestinationsPage() {
  return <p>Manage Destinations</p>;
}
