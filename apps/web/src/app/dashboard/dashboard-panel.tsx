import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/**
 * A dashboard page that a later issue builds (bookings, reviews, admin tables …), or one that does
 * not exist: a friendly note inside the dashboard instead of a broken screen.
 */
export function DashboardPanel({
  page,
  heading,
  children,
}: {
  page: string;
  heading: string;
  children: string;
}) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <PageTitle page={page} />
      <p className="font-semibold tracking-wide text-secondary uppercase">{page}</p>
      <h1 className="mt-2 text-3xl font-bold">{heading}</h1>
      <p className="mt-3 max-w-md text-muted">{children}</p>
      <Link to="/dashboard" className="btn btn-primary mt-8">
        Back to My Profile
      </Link>
    </section>
  );
}
