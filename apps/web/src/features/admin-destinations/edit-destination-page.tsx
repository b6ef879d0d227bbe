import { pages, pageHref } from '@tgde/contracts';
import { Link, useParams } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { useDestination, useUpdateDestination } from './api/destinations';
import { DestinationForm } from './components/destination-form';
import { PlacesTaken } from './components/places-taken';

/** /dashboard/editDestination/{id} (admins): the Add form, prefilled. */
export function EditDestinationPage() {
  const { t, locale } = useT();
  const { id = '' } = useParams();
  const destination = useDestination(id);
  const updateDestination = useUpdateDestination(id);

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.editDestination.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Edit Destination')}</h1>
        <p className="mt-3 text-muted">{t('A new cost applies to new bookings only.')}</p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <QueryState
            query={destination}
            loading={t('Loading the destination')}
            failure={t('We could not load the destination')}
            notFound={
              <div className="flex flex-col items-start gap-4">
                <p>{t('This destination does not exist, or it has been deleted.')}</p>
                <Link to={pageHref('manageDestinations')} className="btn btn-primary">
                  {t('Back to Manage Destinations')}
                </Link>
              </div>
            }
          >
            {(current) => (
              <DestinationForm
                key={current._id}
                current={current}
                submitLabel={t('Save Changes')}
                failureToast={t('Failed to update this Destination')}
                onSave={async ({ img, ...fields }) => {
                  await updateDestination.mutateAsync(img ? { ...fields, img } : fields);
                  const name = (locale === 'de' && fields.destinationNameDe) || fields.destinationName;
                  return t('Destination: {name} is updated', { name });
                }}
              />
            )}
          </QueryState>
        </div>
      </div>
      {destination.data && (
        <div className="mt-6">
          <PlacesTaken destinationId={destination.data._id} />
        </div>
      )}
      <Link to={pageHref('manageDestinations')} className="btn btn-ghost mt-4">
        {t('Back to Manage Destinations')}
      </Link>
    </div>
  );
}
