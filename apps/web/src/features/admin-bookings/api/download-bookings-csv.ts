import { BOOKINGS_CSV_FILE_NAME, type ApiError as ApiErrorBody, type Locale } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError, buildUrl, reportAuthFailure } from '../../../lib/api';
import { downloadTextFile } from '../../../lib/download-file';
import { filterQuery, type BookingsFilter } from './get-all-bookings';

/** What the page asks for: the bookings its filter matches, in its language. */
export interface BookingsCsvRequest {
  filter: BookingsFilter;
  /** The page's language: a German dashboard's file is what German spreadsheet programs open. */
  locale: Locale;
}

/** The request's headers: the file's language and, when signed in by token, the token. */
export function bookingsCsvHeaders(locale: Locale, token: string | null): Record<string, string> {
  return {
    accept: 'text/csv',
    'accept-language': locale,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * GET /api/bookings.csv under the page's filter, in the page's language, saved as a file. The API
 * wants the bearer token,
 * which a plain link cannot send, so the file is fetched here and handed to the browser from memory
 * (lib/download-file.ts adds the byte order mark spreadsheets need for umlauts). A 401/403 ends the
 * session as it does for every other call.
 */
export async function downloadBookingsCsv({ filter, locale }: BookingsCsvRequest): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/bookings.csv', filterQuery(filter)), {
      headers: bookingsCsvHeaders(locale, token),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const error = new ApiError(
      response.status,
      typeof body?.message === 'string' ? body : null,
      `The server answered ${response.status}.`,
    );
    if (token) reportAuthFailure(error);
    throw error;
  }
  downloadTextFile(BOOKINGS_CSV_FILE_NAME, await response.text());
}

export function useDownloadBookingsCsv() {
  return useMutation({ mutationFn: downloadBookingsCsv });
}
