import { DashboardPanel } from './dashboard-panel';

/** An address under /dashboard that matches no page. */
export function DashboardNotFound() {
  return (
    <DashboardPanel page="Page Not Found" heading="This dashboard page does not exist">
      The address may be mistyped, or the page has moved. Your profile and the menu are still here.
    </DashboardPanel>
  );
}
