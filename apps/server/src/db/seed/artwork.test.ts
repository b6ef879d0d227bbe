import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, sceneNames } from './artwork';
import { demoDestinations, demoPhotos } from './data';

describe('renderScene', () => {
  it('draws every demo destination and photo as an SVG that sharp decodes at 1200×800', async () => {
    const wanted = [
      ...demoDestinations.map((d) => [d.scene, 0] as const),
      ...demoPhotos.map((p) => [p.scene, p.variant] as const),
    ];
    for (const [scene, variant] of wanted) {
      expect(sceneNames, scene).toContain(scene);
      const svg = renderScene(scene, variant);
      expect(svg.length, `${scene} ${variant}`).toBeLessThan(60_000);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe('svg');
      expect(meta.width).toBe(1200);
      expect(meta.height).toBe(800);
    }
  });

  it('gives the same picture for the same scene and variant, and another for another variant', () => {
    expect(renderScene('hamburg', 3)).toBe(renderScene('hamburg', 3));
    expect(renderScene('hamburg', 3)).not.toBe(renderScene('hamburg', 2));
  });

  it('draws a generic town for an unknown scene instead of failing', async () => {
    const meta = await sharp(Buffer.from(renderScene('atlantis', 1))).metadata();
    expect(meta.width).toBe(1200);
  });

  it('refers to nothing outside the picture', () => {
    for (const scene of sceneNames) {
      expect(renderScene(scene, 2)).not.toMatch(/href|<image|<text|<foreignObject|<script|url\(http/);
    }
  });
});

describe('demo content', () => {
  it('has the earlier product’s eight cities and prices first, then more, with useful descriptions', () => {
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
    expect(demoDestinations.length).toBeGreaterThan(8);
    for (const d of demoDestinations) expect(d.description.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoDestinations.map((d) => d.name)).size).toBe(demoDestinations.length);
  });

  it('places every photo at a demo destination, six different places first', () => {
    const names = new Set(demoDestinations.map((d) => d.name));
    expect(demoPhotos.length).toBeGreaterThanOrEqual(12);
    for (const p of demoPhotos) expect(names).toContain(p.place);
    expect(new Set(demoPhotos.slice(0, 6).map((p) => p.place)).size).toBe(6);
  });
});
