import { useT } from '../../../i18n/i18n-context';

export function StatsSection() {
  const { t } = useT();
  // Static figures, not live counters; written out per language (the catalogue), so that the
  // server's render and the browser's agree to the character.
  const stats = [
    { title: t('Total Travelers'), value: t('5.6K'), detail: t('explored Germany with us') },
    { title: t('Page Views'), value: t('2.6M'), detail: t('trips planned on this site') },
    { title: t('Customer Satisfaction'), value: t('86%'), detail: t('would travel with us again') },
  ];
  return (
    <section aria-labelledby="stats-heading" className="bg-primary py-16 text-primary-content sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {t('Travel Guide DE in numbers')}
        </h2>
        <dl className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.title} className="rounded-box bg-white/10 p-6 text-center ring-1 ring-white/20">
              <dt className="text-sm font-semibold tracking-wide break-words uppercase">{stat.title}</dt>
              <dd className="mt-2 text-5xl font-extrabold">{stat.value}</dd>
              <dd className="mt-2 text-white/90">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
