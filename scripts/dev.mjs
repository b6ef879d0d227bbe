// `npm run dev`: the API (restarted on change by tsx) on PORT, and Vite with hot reload in front of
// it on 5173, proxying /api and /media to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDemoImages } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
// The demo content's pictures, for an empty database (a no-op when this artwork is rendered already).
if (process.env.SEED_DEMO !== 'false') await renderDemoImages();
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The API alone: Vite serves the pages in development.
    // Pages come from Vite on 5173, so that is the origin better-auth must trust and mail links use.
    env: {
      PUBLIC_URL: 'http://localhost:5173',
      ...process.env,
      PORT: port,
      WEB_DIST: path.join(root, 'apps/web/.no-build'),
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://localhost:${port}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
