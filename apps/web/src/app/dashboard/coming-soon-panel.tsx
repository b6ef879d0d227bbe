import { DashboardPanel } from './dashboard-panel';

/** A dashboard page that a later issue builds (bookings, reviews, the admin tables …). */
export function ComingSoonPanel({ page }: { page: string }) {
  return (
    <DashboardPanel page={page} heading="Coming soon">
      We are building this part of your dashboard. Please check back soon.
    </DashboardPanel>
  );
}
