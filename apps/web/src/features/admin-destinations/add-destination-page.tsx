/** Placeholder until this page is written; replaced in this same change. */
export function AddDestinationPage() {
  return <p>Add New Destinations</p>;
}
