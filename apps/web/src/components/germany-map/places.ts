import { pageHref } from '@tgde/contracts';
import { type MapPlace } from './types';

/** A place that can be drawn: it has both coordinates and they fall within the map's frame. */
export interface LocatedPlace extends MapPlace {
  latitude: number;
  longitude: number;
}

/*
 * The frame of the map: Germany's bounding box (the Natural Earth outline's own, rounded outwards).
 * The server only accepts locations inside Germany, so this only keeps a stray value off the drawing.
 */
const BOUNDS = { south: 47.2, north: 55.1, west: 5.8, east: 15.1 } as const;

export function isOnMap(place: MapPlace): place is LocatedPlace {
  const { latitude, longitude } = place;
  return (
    latitude !== null &&
    longitude !== null &&
    latitude >= BOUNDS.south &&
    latitude <= BOUNDS.north &&
    longitude >= BOUNDS.west &&
    longitude <= BOUNDS.east
  );
}

/**
 * Markers and the list run north to south (west to east on the same latitude, then by name):
 * the order in which Tab visits them, so that the keyboard moves down the map as the eye does.
 * Places that are not on the map come last, by name.
 */
export function northToSouth<Place extends MapPlace>(places: readonly Place[]): Place[] {
  return [...places].sort((a, b) => {
    const aOn = isOnMap(a);
    const bOn = isOnMap(b);
    if (aOn !== bOn) return aOn ? -1 : 1;
    if (aOn && bOn) {
      if (a.latitude !== b.latitude) return b.latitude - a.latitude;
      if (a.longitude !== b.longitude) return a.longitude - b.longitude;
    }
    return a.name.localeCompare(b.name, 'en');
  });
}

export function destinationPath(id: string): string {
  return pageHref('destinationDetail', { id });
}
