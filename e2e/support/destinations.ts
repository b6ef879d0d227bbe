import { answer, call, callFor } from './api';
import { rootAdminToken } from './admins';
import type { Site } from './accounts';
import type { Suite } from './fixtures';

/*
 * The catalogue as the API has it, and destinations a test adds. Other files read the demo
 * catalogue on the same server (its first cards, its prices, a search for Lübeck), so whatever a
 * test adds is archived again (Delete) once the test is over.
 */

export interface ApiDestination {
  _id: string;
  destinationName: string;
  description: string;
  cost: number;
  img: string;
  averageRating: number | null;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  /** Places on offer each day; null for no limit. */
  capacity: number | null;
}

/** GET /api/destination: every destination on offer, in the catalogue's order. */
export async function catalogue(site: Site): Promise<ApiDestination[]> {
  return answer<ApiDestination[]>(await fetch(`${site.server().url}/api/destination`), 200, 'the catalogue');
}

/** The destination of that name in the catalogue (the demo content's Hamburg, say). */
export async function destinationNamed(site: Site, name: string): Promise<ApiDestination> {
  const found = (await catalogue(site)).find((d) => d.destinationName === name);
  if (!found) throw new Error(`the catalogue has no ${name}`);
  return found;
}

/** Archives the destination of that name, if it is on offer (DELETE /api/destination/{id}). */
export async function archiveNamed(site: Site, name: string): Promise<void> {
  const found = (await catalogue(site)).find((d) => d.destinationName === name);
  if (!found) return;
  await callFor(site.server().url, 'DELETE', `/api/destination/${found._id}`, 200, {
    token: await rootAdminToken(site),
  });
}

/**
 * For a destination the test adds through the pages: archived once the test is over, whether or
 * not it got as far as adding it. Call it before adding.
 */
export function archiveAfterwards(suite: Suite, name: string): void {
  suite.afterwards(() => archiveNamed(suite, name));
}

/**
 * A destination added through the API (by the root admin), with the first demo destination's
 * picture unless `img` says otherwise; archived once the test (or, added in beforeAll, the file)
 * is over.
 */
export async function addDestinationByApi(
  suite: Suite,
  destination: {
    destinationName: string;
    description?: string;
    cost?: number;
    img?: string;
    capacity?: number;
  },
): Promise<ApiDestination> {
  const { destinationName } = destination;
  suite.afterwards(() => archiveNamed(suite, destinationName));
  const img = destination.img ?? (await catalogue(suite))[0]?.img;
  const body = {
    destinationName,
    description:
      destination.description ??
      `${destinationName}: a quiet trip away from the big cities, by boat or by bike.`,
    cost: destination.cost ?? 170,
    img,
    ...(destination.capacity === undefined ? {} : { capacity: destination.capacity }),
  };
  const res = await call(suite.server().url, 'POST', '/api/destination', {
    token: await rootAdminToken(suite),
    body,
  });
  await answer(res, 201, `adding ${destinationName}`);
  return destinationNamed(suite, destinationName);
}
