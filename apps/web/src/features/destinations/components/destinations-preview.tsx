import { pageHref } from '@tgde/contracts';
import { Link } from '../../../lib/router';
import { useT } from '../../../i18n/i18n-context';
import { DestinationGrid } from './destination-grid';

/** The home page previews the first 3 destinations. */
const PREVIEW_COUNT = 3;

export function DestinationsPreview() {
  const { t } = useT();
  return (
    <section aria-labelledby="explore-heading" className="bg-base-200 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-2xl">
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Destinations')}</p>
          <h2 id="explore-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('Explore Germany')}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {t(
              "From the capital's boulevards to Bavarian beer gardens: start with a few of our travelers' favourite cities.",
            )}
          </p>
        </div>
        <DestinationGrid limit={PREVIEW_COUNT} headingLevel="h3" />
        <div className="mt-10 flex justify-center">
          <Link to={pageHref('destinations')} className="btn btn-outline btn-primary btn-wide">
            {t('Explore more Cities')}
          </Link>
        </div>
      </div>
    </section>
  );
}
