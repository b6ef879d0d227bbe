import { isNull } from 'drizzle-orm';
import { destinations } from '../db/schema';

/**
 * A destination on offer: not archived. Archived destinations live on only in their bookings and
 * photos; the catalogue lists, and travellers book, only those on offer.
 */
export const onOffer = isNull(destinations.archivedAt);
