import { formatMoney, type Destination, pageHref } from '@tgde/contracts';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/i18n-context';

/** Cards sit in a 1 / 2 / 3 column grid inside a 72rem container. */
const CARD_SIZES = '(min-width: 1024px) 368px, (min-width: 768px) 50vw, 100vw';

export function DestinationCard({
  destination,
  headingLevel,
  priority = false,
}: {
  destination: Destination;
  headingLevel: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { t, locale } = useT();
  const Heading = headingLevel;
  const tipId = useId();
  const tip = t('Book now {name} as your travel destination', { name: destination.destinationName });

  return (
    <article className="card h-full bg-base-100 shadow-md ring-1 ring-base-300 transition-shadow hover:shadow-xl">
      <figure>
        <ResponsiveImage
          url={destination.img}
          alt={destination.destinationName}
          sizes={CARD_SIZES}
          priority={priority}
        />
      </figure>
      <div className="card-body gap-3">
        <Heading className="card-title text-2xl break-words">{destination.destinationName}</Heading>
        <RatingSummary averageRating={destination.averageRating} reviewCount={destination.reviewCount} />
        <p className="text-base break-words text-muted">{destination.description}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold">
            {t('Cost:')} <span className="text-primary">{formatMoney(destination.cost, locale)}</span>
          </p>
          {/*
           * daisyUI shows data-tip on hover and on keyboard focus. Screen readers hear it once, as the
           * link's description: the `hidden` copy is only referenced, and the drawn tip has an empty
           * alternative (index.css). tooltip-end grows it leftwards, so it stays on a phone's screen.
           */}
          <div className="tooltip tooltip-end" data-tip={tip}>
            <Link
              to={pageHref('destinationDetail', { id: destination._id })}
              className="btn btn-primary"
              aria-describedby={tipId}
            >
              {t('Book now')}
            </Link>
            <span id={tipId} hidden>
              {tip}
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
