import { PageTitle } from '../../components/ui/page-title';
import { DestinationGrid } from './components/destination-grid';

export function DestinationsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page="Destination" />
      <header className="mb-10 max-w-2xl">
        <p className="font-semibold tracking-wide text-secondary uppercase">Destinations</p>
        <h1 className="mt-2 text-4xl font-bold">Explore Germany</h1>
        <p className="mt-3 text-lg text-muted">
          Pick a city, check the price of the trip and book the date that suits you.
        </p>
      </header>
      <DestinationGrid headingLevel="h2" prioritizeFirst />
    </div>
  );
}
