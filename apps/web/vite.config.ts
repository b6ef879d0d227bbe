import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogues } from './message-catalogues';
import { webManifest } from './src/app/web-manifest';

// The dev server forwards API and image calls to the Fastify server, so the browser sees one origin
// exactly as it does in production (where Fastify serves dist/ itself).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

/*
 * packages/contracts creates its zod schemas at module level, so the bundler must assume that
 * importing any of its files has effects, and the home page would carry all of zod just for
 * imageSources(). Its modules have no effects; saying so lets the unused ones drop out (the
 * schemas then load with the contact form's own chunk).
 */
function contractsAreSideEffectFree(): Plugin {
  const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
  return {
    name: 'tgde:contracts-side-effect-free',
    transform(code, id) {
      return contractsSource.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/*
 * The installable app (docs/operations.md, "Installing the app and what works offline"): the English web
 * manifest, and the service worker src/sw.ts with the list of every built file to precache. The
 * worker is our own code (injectManifest), registered by app/service-worker.ts (no inline script:
 * the CSP forbids it). Not for the server renderer's build, which serves no files.
 */
const installableApp = (ssrBuild: boolean) =>
  VitePWA({
    disable: ssrBuild,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest('en'),
    includeAssets: [],
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The admin's charts are the one big file; everything else is small.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contractsAreSideEffectFree(),
    messageCatalogues(),
    installableApp(isSsrBuild),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    /*
     * What the entry imports statically goes into two chunks: React DOM, and everything else.
     * Every page loads all of it before it is interactive anyway, and two files compress better
     * than the nine small ones the automatic splitting makes of what the lazy pages share with the
     * entry. Not one: a single 270 KB script is one long task on a slow phone (Lighthouse's Total
     * Blocking Time on /de/reviews went from 160 to 280 ms), two are measured no slower than nine.
     */
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/, priority: 1 },
                { name: 'first', tags: ['$initial' as const] },
              ],
            },
          },
        },
  },
}));
