import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useDestination, useUpdateDestination } from './api/destinations';
import { DestinationForm } from './components/destination-form';

/** /dashboard/editDestination/{id} (admins): the Add form, prefilled. */
export function EditDestinationPage() {
  const { id = '' } = useParams();
  const destination = useDestination(id);
  const updateDestination = useUpdateDestination(id);

  let content;
  if (destination.isPending) content = <Spinner label="Loading the destination" />;
  else if (destination.isError)
    content =
      destination.error instanceof ApiError && destination.error.status === 404 ? (
        <div className="flex flex-col items-start gap-4">
          <p>This destination does not exist, or it has been deleted.</p>
          <Link to="/dashboard/manageDestinations" className="btn btn-primary">
            Back to Manage Destinations
          </Link>
        </div>
      ) : (
        <ErrorState
          title="We could not load the destination"
          message={errorMessage(destination.error)}
          onRetry={() => void destination.refetch()}
          retrying={destination.isFetching}
        />
      );
  else
    content = (
      <DestinationForm
        key={destination.data._id}
        current={destination.data}
        submitLabel="Save Changes"
        failureToast="Failed to update this Destination"
        onSave={async ({ img, ...fields }) => {
          await updateDestination.mutateAsync(img ? { ...fields, img } : fields);
          return `Destination: ${fields.destinationName} is updated`;
        }}
      />
    );

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle page="Edit Destination" />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">Administration</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Edit Destination</h1>
        <p className="mt-3 text-muted">A new cost applies to new bookings only.</p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">{content}</div>
      </div>
      <Link to="/dashboard/manageDestinations" className="btn btn-ghost mt-4">
        Back to Manage Destinations
      </Link>
    </div>
  );
}
