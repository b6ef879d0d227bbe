import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../../paths';
import { demoDestinations, demoPhotos } from './data';

/*
 * The demo pictures as finished files. scripts/render-demo-images.ts draws them
 * (packages/demo-artwork) and encodes them with storeWebpVariants into a folder named by a hash of
 * everything that decides their bytes, so an unchanged artwork is drawn once per checkout; seeding
 * only copies those files into the media store. The server never loads the drawing code itself.
 */

export interface DemoPicture {
  scene: string;
  variant: number;
}

/** What the renderer stored for one picture: the address storeWebpVariants answered, and its files. */
export interface RenderedPicture {
  url: string;
  files: string[];
}

/** manifest.json of a rendered folder, written last: a folder with one is complete. */
export interface DemoImagesManifest {
  /** By pictureId(). */
  pictures: Record<string, RenderedPicture>;
}

export const MANIFEST = 'manifest.json';

/** Every picture the demo content shows: each destination in daylight, then the gallery's photos. */
export const demoPictures: readonly DemoPicture[] = [
  ...demoDestinations.map((d) => ({ scene: d.scene, variant: 0 })),
  ...demoPhotos.map((p) => ({ scene: p.scene, variant: p.variant })),
];

export function pictureId(picture: DemoPicture): string {
  return `${picture.scene}|${picture.variant}`;
}

const repoRoot = path.resolve(serverRoot, '../..');
const cacheRoot = path.join(repoRoot, '.cache/demo-images');
const renderScript = path.join(repoRoot, 'scripts/render-demo-images.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The sources whose content decides the rendered files: drawing, encoding and naming. */
function renderingSources(): string[] {
  const artwork = filesUnder(path.join(repoRoot, 'packages/demo-artwork/src')).filter(
    (file) => !file.endsWith('.test.ts'),
  );
  return [
    ...artwork,
    renderScript,
    path.join(serverRoot, 'src/infra/images/process.ts'),
    path.join(repoRoot, 'packages/contracts/src/images.ts'),
  ].sort();
}

/** The cache folder and the folder its sources and the list of pictures give (it may not exist yet). */
export function demoImagesLocation(): { cacheRoot: string; dir: string } {
  const hash = createHash('sha256').update(JSON.stringify(demoPictures));
  for (const file of renderingSources()) {
    hash.update(`\0${path.relative(repoRoot, file).split(path.sep).join('/')}\0`).update(readFileSync(file));
  }
  return { cacheRoot, dir: path.join(cacheRoot, hash.digest('hex').slice(0, 16)) };
}

function runRenderer(): Promise<void> {
  return new Promise((resolve, reject) => {
    // tsx (a development dependency) runs the TypeScript script; only a checkout whose build did not
    // render the pictures gets here.
    const child = spawn(process.execPath, ['--import', 'tsx', renderScript], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Rendering the demo images failed (${renderScript}).`)),
    );
  });
}

/** The folder of finished demo images and its manifest, rendering them first when they are missing. */
export async function ensureDemoImages(): Promise<{ dir: string; manifest: DemoImagesManifest }> {
  const { dir } = demoImagesLocation();
  if (!existsSync(path.join(dir, MANIFEST))) await runRenderer();
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as DemoImagesManifest;
  return { dir, manifest };
}
