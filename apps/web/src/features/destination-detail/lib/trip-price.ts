import { MAX_TRAVELLERS } from '@tgde/contracts';
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
export function tripPriceText(cost: number, travellers: number): string {
  const party = validTravellers(travellers);
  if (party === null) return `${formatCost(cost)} a traveller`;
  if (party === 1) return `${formatCost(cost)} for 1 traveller`;
  return `${formatCost(tripPrice(cost, party))} for ${party} travellers (${formatCost(cost)} each)`;
}
