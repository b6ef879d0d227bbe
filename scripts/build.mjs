// Builds what `npm start` serves: the web app (Vite, then pre-compressed copies of its text files)
// and the server (one ESM bundle of our own code; packages from node_modules stay external).
import { spawnSync } from 'node:child_process';
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildWeb();
  await buildServer();
  console.log(`Built the web app and the server in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
