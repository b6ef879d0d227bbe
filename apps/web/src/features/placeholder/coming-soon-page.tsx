import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/**
 * Stands in for the screens that the accounts, booking and gallery work builds next (login,
 * register, password reset, gallery, destination detail, dashboard), so that the route table
 * already shows where each one goes. Delete it once the last of them has landed.
 */
export function ComingSoonPage({ page }: { page: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageTitle page={page} />
      <p className="font-semibold tracking-wide text-secondary uppercase">{page}</p>
      <h1 className="mt-2 text-4xl font-bold">We are building this page</h1>
      <p className="mt-4 text-lg text-muted">
        This part of Travel Guide DE is on its way. In the meantime, explore our destinations from the home
        page.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to the start page
      </Link>
    </div>
  );
}
