/** Placeholder until this page is written; replaced in this same change. */
export function AddReviewPage() {
  return <p>Add Review</p>;
}
