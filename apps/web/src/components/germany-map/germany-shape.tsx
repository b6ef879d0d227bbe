import { geoConicConformal } from 'd3-geo';
import { COUNTRY_PATH, MAP_HEIGHT, MAP_PROJECTION, MAP_WIDTH, STATE_BORDERS_PATH } from './germany-geometry';

export { MAP_WIDTH };
export const MAP_VIEWBOX = `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;

// The projection the outline was drawn with (scripts/make-germany-map.mjs), so points sit on it.
const projection = geoConicConformal()
  .parallels([...MAP_PROJECTION.parallels])
  .rotate([...MAP_PROJECTION.rotate])
  .scale(MAP_PROJECTION.scale)
  .translate([...MAP_PROJECTION.translate]);

/** Where a point (WGS 84 degrees) lies in the map's viewBox. */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  const [x, y] = projection([longitude, latitude]) ?? [Number.NaN, Number.NaN];
  return { x, y };
}

/** The country filled, its outline strong, the states' borders light. */
export function GermanyShape() {
  return (
    <>
      <path d={COUNTRY_PATH} className="fill-primary/10 stroke-base-content/70" strokeWidth={2} />
      <path
        d={STATE_BORDERS_PATH}
        fill="none"
        className="stroke-base-content/30"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    </>
  );
}
