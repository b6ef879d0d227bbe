import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, sceneNames } from './artwork';
import { demoDestinations, demoPhotos, demoReviews } from './data';

const used = [
  ...demoDestinations.map((d) => ({ scene: d.scene, variant: 0 })),
  ...demoPhotos.map((p) => ({ scene: p.scene, variant: p.variant })),
];

describe('renderScene', () => {
  it('draws every demo destination and photo as an SVG that sharp decodes at 1200×800', async () => {
    for (const { scene, variant } of used) {
      const label = `${scene} ${variant}`;
      expect(sceneNames, label).toContain(scene);
      const svg = renderScene(scene, variant);
      expect(svg.length, label).toBeLessThan(60_000);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format, label).toBe('svg');
      expect(meta.width, label).toBe(1200);
      expect(meta.height, label).toBe(800);
    }
  });

  it('renders to pixels without error', async () => {
    const { info } = await sharp(Buffer.from(renderScene('cologne', 4)))
      .resize(300)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(300);
    expect(info.height).toBe(200);
  });

  it('is deterministic: the same scene and variant give the same string', () => {
    for (const { scene, variant } of used) {
      expect(renderScene(scene, variant), `${scene} ${variant}`).toBe(renderScene(scene, variant));
    }
  });

  it('gives each variant of a scene its own picture', () => {
    const pictures = new Set([0, 1, 2, 3, 4, 5].map((v) => renderScene('hamburg', v)));
    expect(pictures.size).toBe(6);
  });

  it('draws a generic town for an unknown scene or an odd variant instead of throwing', async () => {
    for (const [scene, variant] of [
      ['atlantis', 1],
      ['', 0],
      ['berlin', -3],
      ['munich', Number.NaN],
      ['Düsseldorf', 27],
    ] as const) {
      const meta = await sharp(Buffer.from(renderScene(scene, variant))).metadata();
      expect(meta.width, `${scene} ${variant}`).toBe(1200);
    }
  });

  it('refers to nothing outside the picture: no images, text, fonts or scripts', () => {
    for (const { scene, variant } of used) {
      const svg = renderScene(scene, variant);
      expect(svg).not.toMatch(/<image|<text|<foreignObject|<script|<style|font-family|url\((?!#)/);
      for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) expect(target).toMatch(/^#[\w-]+$/);
    }
  });
});

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
