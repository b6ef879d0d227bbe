import { formatMoney, pages, type Destination, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useT } from '../../i18n/i18n-context';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useCatalogue, useDeleteDestination } from './api/destinations';

function DestinationsTable({
  destinations,
  onDelete,
}: {
  destinations: Destination[];
  onDelete: (destination: Destination) => void;
}) {
  const { t, locale } = useT();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm sm:table-md">
        <thead>
          <tr>
            <th scope="col">{t('Image')}</th>
            <th scope="col">{t('Name')}</th>
            <th scope="col" className="hidden sm:table-cell">
              {t('Cost')}
            </th>
            <th scope="col">
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {destinations.map((destination) => (
            <tr key={destination._id}>
              <td>
                <div className="w-14 overflow-hidden rounded-md sm:w-24">
                  <ResponsiveImage url={destination.img} alt={destination.destinationName} sizes="96px" />
                </div>
              </td>
              <th scope="row" className="font-semibold break-words">
                {destination.destinationName}
                {/* On a phone the cost sits under the name, not in a column of its own. */}
                <span className="block font-normal text-muted sm:hidden">
                  {formatMoney(destination.cost, locale)}
                </span>
              </th>
              <td className="hidden sm:table-cell">{formatMoney(destination.cost, locale)}</td>
              <td>
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                  <Link
                    to={pageHref('editDestination', { id: destination._id })}
                    className="btn btn-outline btn-sm"
                  >
                    {t('Edit')}
                    <span className="sr-only"> {destination.destinationName}</span>
                  </Link>
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => onDelete(destination)}
                  >
                    {t('Delete')}
                    <span className="sr-only"> {destination.destinationName}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/manageDestinations (admins): the catalogue; Delete archives after a confirmation. */
export function ManageDestinationsPage() {
  const { t, sentence } = useT();
  const catalogue = useCatalogue();
  const deleteDestination = useDeleteDestination();
  const [deleting, setDeleting] = useState<Destination | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await deleteDestination.mutateAsync(deleting._id);
      notify.success(t('Destintion: {name} is deleted', { name: deleting.destinationName }));
    } catch (error) {
      notify.error(
        t('Failed to delete this Destination. {reason}', { reason: sentence(errorMessage(error)) }),
      );
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageTitle page={pages.manageDestinations.title} />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
            {catalogue.data
              ? t('Total Destinations: {count}', { count: catalogue.data.length })
              : t('Total Destinations')}
          </h1>
        </div>
        <Link to={pageHref('addDestination')} className="btn btn-primary">
          {t('Add New Destinations')}
        </Link>
      </header>
      <QueryState
        query={catalogue}
        loading={t('Loading destinations')}
        failure={t('We could not load the destinations')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title={t('No destinations yet')}>
            <Link to={pageHref('addDestination')} className="link link-primary">
              {t('Add the first one')}
            </Link>
          </EmptyState>
        }
      >
        {(destinations) => <DestinationsTable destinations={destinations} onDelete={setDeleting} />}
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title={t('Delete {name}?', { name: deleting.destinationName })}
          body={
            <p>
              {t(
                'It leaves the catalogue and can no longer be booked. Bookings, payments and photos already made keep their records.',
              )}
            </p>
          }
          confirmLabel={t('Delete')}
          busy={deleteDestination.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
