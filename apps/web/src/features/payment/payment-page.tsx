/** Placeholder until this page is written; replaced in this same change. */
export function PaymentPage() {
  return <p>Payment</p>;
}
