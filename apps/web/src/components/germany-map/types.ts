/*
 * The map's props, apart from the map itself, so that pages can name them without loading d3-geo
 * or the geometry (those arrive with the lazy chunk).
 */

/** One place to mark: a destination, with its location once an admin has set it (WGS 84 degrees). */
export interface MapPlace {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface GermanyMapProps {
  /** Places without coordinates are listed in the text alternative as "not on the map". */
  places: MapPlace[];
  /** That marker is drawn highlighted (the destination's own page). */
  highlightId?: string;
  /** Accessible name of the map, e.g. "Map of Germany with 12 destinations". */
  label: string;
  className?: string;
}
