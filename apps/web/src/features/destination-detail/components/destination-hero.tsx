import { DESTINATION_HERO_SIZES, formatMoney, type Destination } from '@tgde/contracts';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { BookingButton } from './booking-button';

/** The top of a destination's page: its image, name, description and travel fee. */
export function DestinationHero({ destination }: { destination: Destination }) {
  const { t, locale } = useT();
  return (
    <section aria-labelledby="destination-heading" className="border-b border-base-300 bg-base-200">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-16">
        <figure className="overflow-hidden rounded-box shadow-lg ring-1 ring-base-300">
          {/* The first large image of the page: fetched at once, not lazily. */}
          <ResponsiveImage
            url={destination.img}
            alt={destination.destinationName}
            sizes={DESTINATION_HERO_SIZES}
            priority
          />
        </figure>
        <div className="flex min-w-0 flex-col items-start gap-4">
          <p className="font-semibold tracking-wide text-secondary uppercase">{oneDestinationLabel(t)}</p>
          <h1
            id="destination-heading"
            className="text-4xl font-extrabold tracking-tight break-words sm:text-5xl"
          >
            {destination.destinationName}
          </h1>
          <RatingSummary averageRating={destination.averageRating} reviewCount={destination.reviewCount} />
          <p className="text-lg leading-relaxed break-words text-muted">{destination.description}</p>
          <p className="rounded-box bg-base-100 px-4 py-2 text-xl font-semibold shadow-sm ring-1 ring-base-300">
            {t('Travel fee:')} <span className="text-primary">{formatMoney(destination.cost, locale)}</span>
          </p>
          <BookingButton destination={destination} />
        </div>
      </div>
    </section>
  );
}
