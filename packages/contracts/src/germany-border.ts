import { encodedRings } from './germany-border-rings';

/*
 * Whether a point lies in Germany, from the outline that scripts/make-germany-map.mjs writes into
 * germany-border-rings.ts.
 */

/** The rings as flat [longitude, latitude, …] lists in WGS 84 degrees. */
const rings: readonly Float64Array[] = /* @__PURE__ */ encodedRings.map((steps) => {
  const ring = new Float64Array(steps.length);
  let longitude = 0;
  let latitude = 0;
  for (let i = 0; i < steps.length; i += 2) {
    longitude += steps[i]!;
    latitude += steps[i + 1]!;
    ring[i] = longitude / 1000;
    ring[i + 1] = latitude / 1000;
  }
  return ring;
});

/**
 * Points this close to the border (km) still count as inside: the outline is simplified and the
 * source data is coarse, so towns on the border itself (Görlitz on the Neisse, Kehl on the Rhine)
 * must not be refused, while the nearest foreign cities (Strasbourg, Basel, Salzburg) stay out.
 */
export const BORDER_MARGIN_KM = 1;

const KM_PER_DEGREE = 111.32;

function insideRings(longitude: number, latitude: number): boolean {
  // Even-odd ray casting: holes (if any) are rings too and flip the answer back.
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i]!;
      const yi = ring[i + 1]!;
      const xj = ring[j]!;
      const yj = ring[j + 1]!;
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

function distanceToBorderKm(longitude: number, latitude: number): number {
  const kx = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const ax = (ring[j]! - longitude) * kx;
      const ay = (ring[j + 1]! - latitude) * KM_PER_DEGREE;
      const bx = (ring[i]! - longitude) * kx;
      const by = (ring[i + 1]! - latitude) * KM_PER_DEGREE;
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

/** Whether a point (WGS 84 degrees) lies in Germany, allowing BORDER_MARGIN_KM on the border. */
export function isInGermany(latitude: number, longitude: number): boolean {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  return insideRings(longitude, latitude) || distanceToBorderKm(longitude, latitude) <= BORDER_MARGIN_KM;
}
