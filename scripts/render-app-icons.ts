/*
 * Renders the installable app's icons from the brand mark (apps/web/public/favicon.svg) with sharp
 * and writes the German web manifest (apps/web/public/manifest-de.webmanifest) from
 * apps/web/src/app/web-manifest.ts. The results are committed; run this again after changing the
 * mark or the manifest: `node --import tsx scripts/render-app-icons.ts`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { APP_ICONS, webManifest } from '../apps/web/src/app/web-manifest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');

/**
 * A maskable icon is cut to any shape (circle, squircle) by the device: its background must fill
 * the whole square. The mark's pin already lies inside the safe zone (the middle 80% circle).
 */
function fullBleed(svg: string): string {
  const squared = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  if (squared === svg) throw new Error('favicon.svg has no rounded <rect> background to square.');
  return squared;
}

const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, size, purpose } of APP_ICONS) {
  const svg = purpose === 'maskable' ? fullBleed(mark) : mark;
  // The mark is drawn on 64 units: a density that gives `size` pixels renders it sharp, not scaled.
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(publicDir, file), png);
  console.log(`${file}: ${png.length} bytes`);
}
await writeFile(
  path.join(publicDir, 'manifest-de.webmanifest'),
  `${JSON.stringify(webManifest('de'), null, 2)}\n`,
);
console.log('manifest-de.webmanifest written');
