import { type SiteStats } from '@tgde/contracts';
import type { Translator } from '../../../i18n/i18n-context';

export interface Figure {
  title: string;
  value: string;
  detail: string;
}

/**
 * The three figures as the page's language writes them: whole numbers with the language's grouping
 * (5,600 / 5.600), the rating to one decimal (4.6 / 4,6). Nothing is rounded up into a claim.
 */
export function statsFigures(
  stats: SiteStats | undefined,
  { t, intlLocale }: Pick<Translator, 't' | 'intlLocale'>,
): Figure[] {
  const whole = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
  const none = '–';
  const average = stats?.rating.average ?? null;
  return [
    {
      title: t('Total Travelers'),
      value: stats ? whole.format(stats.travellers) : none,
      detail: t('on the paid trips booked with us'),
    },
    {
      title: t('Booked Trips'),
      value: stats ? whole.format(stats.trips) : none,
      detail: t('paid bookings, past and coming'),
    },
    {
      title: t('Average Rating'),
      value:
        average === null
          ? none
          : t('{rating} of 5', {
              rating: new Intl.NumberFormat(intlLocale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(average),
            }),
      detail:
        stats === undefined
          ? ''
          : average === null
            ? t('No reviews yet')
            : t('{count, plural, one {from # review} other {from # reviews}}', {
                count: stats.rating.reviews,
              }),
    },
  ];
}
