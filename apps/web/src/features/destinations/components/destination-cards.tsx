import { type Destination } from '@tgde/contracts';
import { DestinationCard } from './destination-card';

/** Destination cards in 1 / 2 / 3 columns (small, medium, large screens). */
export function DestinationCards({
  destinations,
  headingLevel,
  prioritizeFirst = false,
  busy = false,
}: {
  destinations: Destination[];
  headingLevel: 'h2' | 'h3';
  /** The first card's image is the page's largest paint: load it first. */
  prioritizeFirst?: boolean;
  /** The next cards are on their way: these stay, dimmed, so that nothing jumps. */
  busy?: boolean;
}) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3${busy ? ' opacity-60' : ''}`}
    >
      {destinations.map((destination, index) => (
        <li key={destination._id}>
          <DestinationCard
            destination={destination}
            headingLevel={headingLevel}
            priority={prioritizeFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
