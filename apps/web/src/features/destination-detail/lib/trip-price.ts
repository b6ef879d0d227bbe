import { MAX_TRAVELLERS } from '@tgde/contracts';
import { type Translator } from '../../../i18n/i18n-context';
import { formatCost } from '../../../lib/format';

/** The number of travellers when it is one the booking accepts, else null. */
export function validTravellers(travellers: number): number | null {
  return Number.isInteger(travellers) && travellers >= 1 && travellers <= MAX_TRAVELLERS ? travellers : null;
}

/** The price of a trip for `travellers` people, in dollars to the cent, as the server counts it. */
export function tripPrice(cost: number, travellers: number): number {
  return Math.round(cost * 100 * travellers) / 100;
}

/**
 * The booking dialog's price line: "$1,500 for 3 travellers ($500 each)", or the price for one
 * while the number typed is not one that can be booked.
 */
export function tripPriceText(
  cost: number,
  travellers: number,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): string {
  const price = formatCost(cost, locale);
  const party = validTravellers(travellers);
  if (party === null) return t('{price} a traveller', { price });
  return t('{party, plural, one {{total} for # traveller} other {{total} for # travellers ({price} each)}}', {
    party,
    total: formatCost(tripPrice(cost, party), locale),
    price,
  });
}
