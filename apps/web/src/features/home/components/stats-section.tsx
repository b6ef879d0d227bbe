import { useT } from '../../../i18n/i18n-context';
import { useSiteStats } from '../api/get-site-stats';
import { statsFigures } from '../lib/stats-figures';

/** The site's own figures, from the database (GET /api/stats): travellers, paid trips, rating. */
export function StatsSection() {
  const translator = useT();
  const { t } = translator;
  const { data, isError } = useSiteStats();
  const figures = statsFigures(data, translator);
  return (
    <section
      aria-labelledby="stats-heading"
      aria-busy={data === undefined && !isError}
      className="bg-primary py-16 text-primary-content sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {t('Travel Guide DE in numbers')}
        </h2>
        {isError && data === undefined && (
          <p className="mt-4 text-center text-white/90">{t('We could not load the figures')}</p>
        )}
        <dl className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.title} className="rounded-box bg-white/10 p-6 text-center ring-1 ring-white/20">
              <dt className="text-sm font-semibold tracking-wide break-words uppercase">{figure.title}</dt>
              <dd className="mt-2 text-5xl font-extrabold">{figure.value}</dd>
              <dd className="mt-2 min-h-6 text-white/90">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
