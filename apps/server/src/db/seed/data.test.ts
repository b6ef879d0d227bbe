import { describe, expect, it } from 'vitest';
import { demoDestinations, demoPhotos, demoReviews } from './data';

describe('demo content', () => {
  it('lists the eight cities with their prices first, then four more, with helpful descriptions', () => {
    expect(demoDestinations.slice(0, 8).map((d) => `${d.name} ${d.cost}`)).toEqual([
      'Berlin 500',
      'Munich 688',
      'Frankfurt 299',
      'Stuttgart 199',
      'Cologne 250',
      'Düsseldorf 150',
      'Hamburg 399',
      'Nuremberg 288',
    ]);
    expect(demoDestinations.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoDestinations.map((d) => d.name.toLowerCase())).size).toBe(demoDestinations.length);
    for (const d of demoDestinations) {
      expect(d.description.length, d.name).toBeGreaterThanOrEqual(10);
      expect(Number.isInteger(d.cost) && d.cost > 0, d.name).toBe(true);
    }
  });

  it('has at least sixteen photos at demo destinations, each a different variant of its scene', () => {
    const byName = new Map(demoDestinations.map((d) => [d.name, d.scene]));
    expect(demoPhotos.length).toBeGreaterThanOrEqual(16);
    for (const p of demoPhotos) {
      expect(byName.get(p.place), p.place).toBe(p.scene);
      expect(p.variant, p.place).toBeGreaterThan(0);
      expect(p.uploadedBy.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(demoPhotos.map((p) => `${p.scene} ${p.variant}`)).size).toBe(demoPhotos.length);
    expect(new Set(demoPhotos.slice(0, 6).map((p) => p.place)).size).toBe(6);
  });

  it('has at least eight reviews of demo destinations with whole ratings from 0 to 5', () => {
    expect(demoReviews.length).toBeGreaterThanOrEqual(8);
    const names = new Set(demoDestinations.map((d) => d.name));
    for (const r of demoReviews) {
      expect(Object.keys(r).sort()).toEqual(['comment', 'destination', 'name', 'rating']);
      expect(names.has(r.destination), r.name).toBe(true);
      expect(Number.isInteger(r.rating) && r.rating >= 0 && r.rating <= 5, r.name).toBe(true);
      expect(r.comment.length, r.name).toBeGreaterThan(10);
    }
  });
});
