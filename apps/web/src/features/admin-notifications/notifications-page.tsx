/** Placeholder until this page is written; replaced in this same change. */
export function NotificationsPage() {
  return <p>Notifications</p>;
}
