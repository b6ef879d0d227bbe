import { BOOKINGS_CSV_FILE_NAME, type ApiError as ApiErrorBody } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { getAccessToken } from '../../../lib/access-token';
import { ApiError, buildUrl, reportAuthFailure } from '../../../lib/api';
import { downloadTextFile } from '../../../lib/download-file';
import { filterQuery, type BookingsFilter } from './get-all-bookings';

/**
 * GET /api/bookings.csv under the page's filter, saved as a file. The API wants the bearer token,
 * which a plain link cannot send, so the file is fetched here and handed to the browser from memory
 * (lib/download-file.ts adds the byte order mark spreadsheets need for umlauts). A 401/403 ends the
 * session as it does for every other call.
 */
async function downloadBookingsCsv(filter: BookingsFilter): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/bookings.csv', filterQuery(filter)), {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
