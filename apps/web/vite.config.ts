import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  compileCatalogues,
  germanMessages,
  MESSAGES_DIR,
} from '../../packages/contracts/messages/catalogues';

// The dev server forwards API and image calls to the Fastify server, so the browser sees one origin
// exactly as it does in production (where Fastify serves dist/ itself).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

/*
 * react-router 7's package exports always point at its development build (remix-run/react-router
 * #12532, #14102): dev warnings and extra code in production. Builds use the production files
 * that the package ships next to it.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

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
 * The catalogues as modules, compiled here so that no ICU parser reaches the browser:
 * `virtual:messages/<locale>/<group>`, one chunk each, so a page loads only its language and only
 * the texts of its own part of the app. A group is a catalogue file `web-<group>.json`; `layout`
 * (every page's frame) also holds the `shared-*` files. `virtual:messages/loaders` maps each
 * language and group to its loader.
 */
function messageCatalogues(): Plugin {
  const prefix = 'virtual:messages/';
  const dir = path.join(MESSAGES_DIR, 'de');
  const groupOf = (file: string) =>
    file.startsWith('shared-') ? 'layout' : /^web-(.+)\.json$/.exec(file)?.[1];
  const groups = () => [
    ...new Set([
      'layout',
      ...readdirSync(dir)
        .map(groupOf)
        .filter((g) => g !== undefined),
    ]),
  ];
  return {
    name: 'tgde:message-catalogues',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      const rest = id.slice(prefix.length + 1);
      if (rest === 'loaders') {
        const entries = ['en', 'de'].map(
          (locale) =>
            `${locale}: {${groups()
              .map(
                (group) =>
                  `${JSON.stringify(group)}: () => import(${JSON.stringify(`${prefix}${locale}/${group}`)})`,
              )
              .join(', ')}}`,
        );
        return `export default {${entries.join(', ')}};`;
      }
      const [locale, group] = rest.split('/');
      if ((locale !== 'en' && locale !== 'de') || !group) throw new Error(`No catalogue "${rest}"`);
      const files = new Map([...readGermanFiles(dir)].filter(([file]) => groupOf(file) === group));
      const compiled = compileCatalogues(germanMessages('web', files))[locale];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), contractsAreSideEffectFree(), messageCatalogues()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
}));
