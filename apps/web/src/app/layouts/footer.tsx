import { pages, pageHref } from '@tgde/contracts';
import { Link } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { useLocalPath } from '../../i18n/language-link';
import { NewsletterForm } from './newsletter-form';

export function Footer() {
  const { t, sentence } = useT();
  const localPath = useLocalPath();
  return (
    <footer className="bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 break-words sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="text-xl font-bold">Travel Guide DE</p>
          <p className="mt-3 text-neutral-content/85">
            {t("City trips, tours and travelers' tips for visitors to Germany.")}
          </p>
        </div>
        {/* Worded unlike the navbar's links, so that each link name on a page is unique. */}
        <nav aria-label={t('Footer')}>
          <p className="font-semibold">{t('Explore')}</p>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={pageHref('destinations')} className="link link-hover">
                {t('Cities to explore')}
              </Link>
            </li>
            <li>
              <Link to={pageHref('reviews')} className="link link-hover">
                {t('Traveler stories')}
              </Link>
            </li>
            <li>
              <Link to={pageHref('gallery')} className="link link-hover">
                {t('Photo collection')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold">{t('Newsletter')}</p>
          <p className="mt-3 mb-4 text-neutral-content/85">
            {t('Seasonal tips and offers, a few times a year.')}
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm break-words text-neutral-content/85 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            &copy; {new Date().getFullYear()} Travel Guide DE. {t('Prices in US dollars.')}
          </p>
          {/*
           * The pages German law asks for, and the terms a booking is made under: on every page. Their
           * German addresses are German words (/de/impressum), hence localPath.
           */}
          <nav aria-label={t('Legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {[pages.imprint, pages.privacy, pages.terms].map((page) => (
                <li key={page.path}>
                  <Link to={localPath(page.path)} className="link link-hover">
                    {sentence(page.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
