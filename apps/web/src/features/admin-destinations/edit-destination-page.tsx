import { pages } from '@tgde/contracts';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useDestination, useUpdateDestination } from './api/destinations';
import { DestinationForm } from './components/destination-form';
import { PlacesTaken } from './components/places-taken';

/** /dashboard/editDestination/{id} (admins): the Add form, prefilled. */
export function EditDestinationPage() {
  const { id = '' } = useParams();
  const destination = useDestination(id);
  const updateDestination = useUpdateDestination(id);

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.editDestination.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">Administration</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Edit Destination</h1>
        <p className="mt-3 text-muted">A new cost applies to new bookings only.</p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <QueryState
            query={destination}
            loading="Loading the destination"
            failure="We could not load the destination"
            notFound={
              <div className="flex flex-col items-start gap-4">
                <p>This destination does not exist, or it has been deleted.</p>
                <Link to="/dashboard/manageDestinations" className="btn btn-primary">
                  Back to Manage Destinations
                </Link>
              </div>
            }
          >
            {(current) => (
              <DestinationForm
                key={current._id}
                current={current}
                submitLabel="Save Changes"
                failureToast="Failed to update this Destination"
                onSave={async ({ img, ...fields }) => {
                  await updateDestination.mutateAsync(img ? { ...fields, img } : fields);
                  return `Destination: ${fields.destinationName} is updated`;
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
      <Link to="/dashboard/manageDestinations" className="btn btn-ghost mt-4">
        Back to Manage Destinations
      </Link>
    </div>
  );
}
