/** Placeholder until this page is written; replaced in this same change. */
export function NotificationPage() {
  return <p>Notification</p>;
}
