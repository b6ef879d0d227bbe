// `npm start`: builds whatever is missing or older than its sources, then runs the server, which
// serves the web app and the API on one origin (README, "The two commands").
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, buildWeb, renderDemoImages, serverDir, webDir } from './build.mjs';

const contractsDir = path.resolve(webDir, '../../packages/contracts/src');

/** Newest modification time of the files under these paths. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const info = statSync(p);
    if (info.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else latest = Math.max(latest, info.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function stale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newest(sources);
}

const webIndex = path.join(webDir, 'dist/index.html');
if (
  !existsSync(path.join(webDir, 'dist-ssr/entry-server.js')) ||
  stale(webIndex, [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    contractsDir,
  ])
) {
  console.log('Building the web app…');
  await buildWeb();
}
const serverMain = path.join(serverDir, 'dist/main.js');
if (stale(serverMain, [path.join(serverDir, 'src'), path.join(serverDir, 'drizzle'), contractsDir])) {
  console.log('Building the server…');
  await buildServer();
}
// The demo content's pictures, for an empty database (a no-op when this artwork is rendered already).
if (process.env.SEED_DEMO !== 'false') await renderDemoImages();
await import(pathToFileURL(serverMain).href);
