import { centsToDollars, dollarsToCents, formatMoney, MAX_TRAVELLERS } from '@tgde/contracts';
import { type Translator } from '../../../i18n/i18n-context';

/** The number of travellers when it is one the booking accepts, else null. */
export function validTravellers(travellers: number): number | null {
  return Number.isInteger(travellers) && travellers >= 1 && travellers <= MAX_TRAVELLERS ? travellers : null;
}

/**
 * The price of a trip for `travellers` people, in dollars, as the server counts it: the price in
 * whole cents times the travellers (3 × $19.99 is exactly $59.97).
 */
export function tripPrice(cost: number, travellers: number): number {
  return centsToDollars(dollarsToCents(cost) * travellers);
}

/**
 * The booking dialog's price line: "$59.97 for 3 travellers ($19.99 each)", or the price for one
 * while the number typed is not one that can be booked.
 */
export function tripPriceText(
  cost: number,
  travellers: number,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): string {
  const price = formatMoney(cost, locale);
  const party = validTravellers(travellers);
  if (party === null) return t('{price} a traveller', { price });
  return t('{party, plural, one {{total} for # traveller} other {{total} for # travellers ({price} each)}}', {
    party,
    total: formatMoney(tripPrice(cost, party), locale),
    price,
  });
}
