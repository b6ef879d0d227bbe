/** Static figures, not live counters. */
const STATS = [
  { title: 'Total Travelers', value: '5.6K', detail: 'explored Germany with us' },
  { title: 'Page Views', value: '2.6M', detail: 'trips planned on this site' },
  { title: 'Customer Satisfaction', value: '86%', detail: 'would travel with us again' },
] as const;

export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="bg-primary py-16 text-primary-content sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="text-center text-3xl font-bold sm:text-4xl">
          Travel Guide DE in numbers
        </h2>
        <dl className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.title} className="rounded-box bg-white/10 p-6 text-center ring-1 ring-white/20">
              <dt className="text-sm font-semibold tracking-wide uppercase">{stat.title}</dt>
              <dd className="mt-2 text-5xl font-extrabold">{stat.value}</dd>
              <dd className="mt-2 text-white/90">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
