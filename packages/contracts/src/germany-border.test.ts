import { describe, expect, it } from 'vitest';
import { isInGermany } from './germany-border';

// [latitude, longitude] of places whose answer the location rule must get right.
const inside: Record<string, [number, number]> = {
  Berlin: [52.52, 13.405],
  Munich: [48.137, 11.575],
  'Sylt (Westerland)': [54.908, 8.31],
  Zugspitze: [47.421, 10.985],
  'Görlitz (old town, on the Neisse)': [51.1528, 14.9872],
  'Kehl (on the Rhine)': [48.573, 7.815],
  'Passau (on the Austrian border)': [48.5665, 13.4312],
  Helgoland: [54.182, 7.887],
  'Binz on Rügen': [54.4, 13.61],
  Aachen: [50.7753, 6.0839],
  Flensburg: [54.7937, 9.4469],
};

const outside: Record<string, [number, number]> = {
  Strasbourg: [48.5734, 7.7521],
  Basel: [47.5596, 7.5886],
  Salzburg: [47.8095, 13.055],
  Prague: [50.08, 14.43],
  Copenhagen: [55.6761, 12.5683],
  Amsterdam: [52.3676, 4.9041],
  'Zgorzelec (Polish side of Görlitz)': [51.15, 15.01],
  Luxembourg: [49.6116, 6.1319],
  Schaffhausen: [47.6969, 8.6346],
  'North Sea off the coast': [54.5, 7.0],
  'Null Island': [0, 0],
};

describe('isInGermany', () => {
  it.each(Object.entries(inside))('%s is in Germany', (_, [latitude, longitude]) => {
    expect(isInGermany(latitude, longitude)).toBe(true);
  });

  it.each(Object.entries(outside))('%s is not in Germany', (_, [latitude, longitude]) => {
    expect(isInGermany(latitude, longitude)).toBe(false);
  });

  it('refuses numbers that are no coordinates', () => {
    expect(isInGermany(Number.NaN, 13.4)).toBe(false);
    expect(isInGermany(52.5, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
