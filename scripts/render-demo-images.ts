/*
 * Draws the demo pictures (packages/demo-artwork) and encodes them exactly as an upload is stored
 * (storeWebpVariants: every width, content-derived names) into .cache/demo-images/<hash>/, with a
 * manifest.json that seeding reads. The hash covers the artwork, this script, the encoder and the
 * list of pictures, so an unchanged artwork is never drawn again. `npm run build`, `npm start` and
 * `npm run dev` run it (`node --import tsx scripts/render-demo-images.ts`); so does a server seeding
 * an empty database when the folder is missing.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  demoImagesLocation,
  demoPictures,
  MANIFEST,
  pictureId,
  type DemoImagesManifest,
  type RenderedPicture,
} from '../apps/server/src/db/seed/demo-images';

const { cacheRoot, dir } = demoImagesLocation();

async function render(into: string): Promise<DemoImagesManifest> {
  // Loaded only when there is something to draw: a run that finds the folder ends in a moment.
  const { renderScene, sceneNames } = await import('@tgde/demo-artwork');
  const { storeWebpVariants } = await import('../apps/server/src/infra/images/process');
  const { diskStore } = await import('../apps/server/src/infra/images/store');

  const disk = diskStore(into);
  const renderOne = async (scene: string, variant: number): Promise<RenderedPicture> => {
    // Any other name would silently get the generic town.
    if (!sceneNames.includes(scene)) throw new Error(`The demo artwork has no scene "${scene}".`);
    const files: string[] = [];
    const url = await storeWebpVariants(Buffer.from(renderScene(scene, variant)), {
      ...disk,
      async put(name, data) {
        files.push(name);
        await disk.put(name, data);
      },
    });
    return { url, files: files.sort() };
  };
  const rendered = await Promise.all(
    demoPictures.map(async (p) => [pictureId(p), await renderOne(p.scene, p.variant)] as const),
  );
  return { pictures: Object.fromEntries(rendered) };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders of earlier artwork (nothing reads them any more) and those of renders that were killed. */
async function removeOthers(): Promise<void> {
  for (const entry of await readdir(cacheRoot, { withFileTypes: true })) {
    const full = path.join(cacheRoot, entry.name);
    const pid = /^\.\w+\.(\d+)\.part$/.exec(entry.name)?.[1];
    const stale = pid === undefined ? !entry.name.startsWith('.') && full !== dir : !isRunning(Number(pid));
    if (entry.isDirectory() && stale) await rm(full, { recursive: true, force: true });
  }
}

if (existsSync(path.join(dir, MANIFEST))) {
  console.log(`Demo images: up to date in ${path.relative(process.cwd(), dir)}.`);
} else {
  const started = Date.now();
  // Drawn into a private folder and renamed when complete, so that a server or test started at the
  // same time never reads half a folder; when two render at once, the first rename wins.
  const partial = path.join(cacheRoot, `.${path.basename(dir)}.${process.pid}.part`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const manifest = await render(partial);
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir).catch((error: unknown) => {
      if (!existsSync(path.join(dir, MANIFEST))) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await removeOthers();
  console.log(
    `Demo images: rendered ${demoPictures.length} pictures into ${path.relative(process.cwd(), dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
