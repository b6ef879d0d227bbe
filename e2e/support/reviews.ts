import { callFor } from './api';
import type { Account, Site } from './accounts';

/** A review as GET /api/review lists it. */
export interface ApiReview {
  _id: string;
  name: string;
  comment: string;
  rating: number;
}

/** POST /api/review as the account: the review's id. */
export async function reviewByApi(
  site: Site,
  account: Account,
  review: { comment: string; rating: number; destinationId?: string },
): Promise<string> {
  const { insertedId } = await callFor<{ insertedId: string }>(
    site.server().url,
    'POST',
    '/api/review',
    201,
    {
      token: account.token,
      body: review,
    },
  );
  return insertedId;
}
