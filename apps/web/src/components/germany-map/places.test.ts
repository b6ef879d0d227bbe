import { isInGermany } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH } from './germany-geometry';
import { project } from './germany-shape';
import { isOnMap, northToSouth } from './places';
import { type MapPlace } from './types';

const place = (name: string, latitude: number | null, longitude: number | null): MapPlace => ({
  id: name.toLowerCase(),
  name,
  latitude,
  longitude,
});

const hamburg = place('Hamburg', 53.55, 9.99);
const berlin = place('Berlin', 52.52, 13.405);
const munich = place('Munich', 48.137, 11.575);
const unplaced = place('Atlantis', null, null);

describe('map places', () => {
  it('puts markers north to south, then the places without a location by name', () => {
    const order = northToSouth([munich, unplaced, berlin, place('Aachen', null, null), hamburg]);
    expect(order.map((p) => p.name)).toEqual(['Hamburg', 'Berlin', 'Munich', 'Aachen', 'Atlantis']);
  });

  it('keeps places without both coordinates, or far outside Germany, off the drawing', () => {
    expect(isOnMap(berlin)).toBe(true);
    expect(isOnMap(unplaced)).toBe(false);
    expect(isOnMap(place('Half', 52.5, null))).toBe(false);
    expect(isOnMap(place('Swapped Berlin', 13.405, 52.52))).toBe(false);
  });

  it('projects every point the location rule accepts into the frame, north up and east right', () => {
    const { x: bx, y: by } = project(berlin.latitude!, berlin.longitude!);
    const { x: mx, y: my } = project(munich.latitude!, munich.longitude!);
    expect(by).toBeLessThan(my);
    expect(bx).toBeGreaterThan(mx);
    // A grid over Germany's bounding box: wherever isInGermany says yes, the point is on the map.
    for (let latitude = 47.2; latitude <= 55.1; latitude += 0.1) {
      for (let longitude = 5.8; longitude <= 15.1; longitude += 0.1) {
        if (!isInGermany(latitude, longitude)) continue;
        expect(isOnMap(place('Somewhere', latitude, longitude))).toBe(true);
        const { x, y } = project(latitude, longitude);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
    }
  });
});
