import { z } from 'zod';

/*
 * Places per day: a destination offers `capacity` places each day (null: no limit), and a booking
 * takes `travellers` of them. These are the field rules of the admin's form, the booking dialog and
 * the server alike.
 */

/** The most places a destination may offer a day (a typo guard, not a business rule). */
export const MAX_CAPACITY = 1000;

/** The most travellers one booking may be for. */
export const MAX_TRAVELLERS = 10;

/** Below this many places left, the calendar says how many remain. */
export const FEW_PLACES_LEFT = 5;

export const placeMessages = {
  capacityWhole: 'Places per day must be a whole number, or empty for no limit',
  capacityRange: `Places per day must be between 1 and ${MAX_CAPACITY.toLocaleString('en-US')}, or empty for no limit`,
  travellersWhole: 'Travellers must be a whole number',
  travellersRange: `Travellers must be between 1 and ${MAX_TRAVELLERS}`,
  soldOut: 'Sold out',
} as const;

/** Places on offer each day: 1 to MAX_CAPACITY, or null for no limit. */
export const capacityField = z
  .number({ error: placeMessages.capacityWhole })
  .int({ message: placeMessages.capacityWhole, abort: true })
  .min(1, placeMessages.capacityRange)
  .max(MAX_CAPACITY, placeMessages.capacityRange)
  .nullable();

/** How many people a booking is for: 1 to MAX_TRAVELLERS. */
export const travellersField = z
  .number({ error: placeMessages.travellersWhole })
  .int({ message: placeMessages.travellersWhole, abort: true })
  .min(1, placeMessages.travellersRange)
  .max(MAX_TRAVELLERS, placeMessages.travellersRange);

/** "1 place left", "3 places left". */
export function placesLeftLabel(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'place' : 'places'} left`;
}
