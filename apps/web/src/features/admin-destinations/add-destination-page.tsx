import { pages } from '@tgde/contracts';
import { PageTitle } from '../../components/ui/page-title';
import { useCreateDestination } from './api/destinations';
import { DestinationForm } from './components/destination-form';

/** /dashboard/addDestination (admins). */
export function AddDestinationPage() {
  const createDestination = useCreateDestination();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageTitle page={pages.addDestination.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">Administration</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Add New Destinations</h1>
        <p className="mt-3 text-muted">A new trip for the catalogue. It is on sale as soon as it is saved.</p>
      </header>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <DestinationForm
            submitLabel="Add Destination"
            failureToast="Failed to add this Destination"
            onSave={async ({ img, ...fields }) => {
              // The form requires a picture when adding, so `img` is the new upload's address.
              await createDestination.mutateAsync({ ...fields, img: img ?? '' });
              return 'New Travel Destination Added Successfully';
            }}
          />
        </div>
      </div>
    </div>
  );
}
