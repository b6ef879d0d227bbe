import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, sceneNames } from './index';

/** Every scene drawn specifically, in each of the six lights: the demo content uses some of them. */
const used = sceneNames.flatMap((scene) => [0, 1, 2, 3, 4, 5].map((variant) => ({ scene, variant })));

// Some tests draw and decode every scene in every light: seconds of work, more on a busy machine.
describe('renderScene', { timeout: 60_000 }, () => {
  it('draws every scene and light as an SVG that sharp decodes at 1200×800', async () => {
    for (const { scene, variant } of used) {
      const label = `${scene} ${variant}`;
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
