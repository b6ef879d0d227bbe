import { pageHref } from '@tgde/contracts';
import { Link } from '../../../lib/router';
import { useT } from '../../../i18n/i18n-context';
import { SkylineIllustration } from './skyline-illustration';

export function Hero() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-[#0b3642] via-primary to-[#1a6a7c] text-primary-content"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start px-4 pt-20 pb-44 sm:px-6 sm:pt-28 sm:pb-56 lg:px-8">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
          {t('Tours and city trips across Germany')}
        </p>
        <h1 id="hero-heading" className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t('Find your next tour')}
        </h1>
        <figure className="mt-6 max-w-2xl">
          <blockquote className="text-lg leading-relaxed text-white/90 sm:text-xl">
            {/* With its quotation marks: German ones differ. */}
            <p>
              {t(
                '“The real voyage of discovery consists not in seeking new landscapes, but in having new eyes.”',
              )}
            </p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-white/85">Marcel Proust</figcaption>
        </figure>
        <Link
          to={pageHref('destinations')}
          className="btn btn-accent btn-lg mt-10 focus-visible:outline-accent"
        >
          {t('Explore Germany')}
        </Link>
      </div>
      {/* A setting sun behind the skyline: decoration only. */}
      <div
        aria-hidden="true"
        className="absolute right-[10%] bottom-16 -z-20 size-32 rounded-full bg-gradient-to-b from-[#ffe3a3] to-[#f4a261] opacity-90 sm:bottom-24 sm:size-64"
      />
      <SkylineIllustration className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full sm:h-52" />
    </section>
  );
}
