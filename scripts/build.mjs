// Builds what `npm start` serves: the web app (Vite, then pre-compressed copies of its text files),
// the server (one ESM bundle of our own code; packages from node_modules stay external) and the
// demo pictures (rendered once, cached by content: scripts/render-demo-images.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const serverDir = path.join(root, 'apps/server');

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function precompress(dir) {
  for await (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 1024) continue;
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

function vite(args, what) {
  // Vite is the web workspace's own dependency, so it runs from there.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The ${what} build failed (see above).`);
}

export async function buildWeb() {
  vite([], 'web');
  await precompress(path.join(webDir, 'dist'));
  // The server's renderer of the public pages (apps/web/src/entry-server.tsx), kept out of dist/
  // so that it is never served as a file.
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'], 'server-side rendering');
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(serverDir, 'src/main.ts'), path.join(serverDir, 'src/cli/admin.ts')].filter(
      (file) => existsSync(file),
    ),
    outdir: path.join(serverDir, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Our workspace packages are TypeScript sources: bundle them. Everything else stays a
        // runtime import from node_modules (sharp, PGlite's WebAssembly, …).
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tgde/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/**
 * Renders the demo pictures into .cache/demo-images unless that artwork is there already (then it
 * ends in a moment). A separate process: the drawing code is TypeScript and never part of the server.
 */
export function renderDemoImages() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/render-demo-images.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('Rendering the demo images failed (see above).')),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // Beside the web build: another process, so it uses the second core.
  const images = renderDemoImages();
  // Reported once it is awaited below, not as an unhandled rejection while the builds run.
  images.catch(() => undefined);
  await buildWeb();
  await buildServer();
  await images;
  console.log(
    `Built the web app, the server and the demo images in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
