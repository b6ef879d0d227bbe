/** Placeholder until this page is written; replaced in this same change. */
export function EditDestinationPage() {
  return <p>Edit Destination</p>;
}
