import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A rule for an app's layers under `src`: a file in features/<name>/ never imports another feature,
 * and the `shared` layers never import features/ or the `composition` (the files or folders that put
 * features together). Relative imports are resolved, so every depth is caught.
 */
function layersRule({ src, shared, composition, sharedHint }) {
  const root = new URL(src, import.meta.url).pathname;
  /** 'features/<name>', 'lib', 'app.ts', … for a file under `src`, else null. */
  const layerOf = (file) => {
    if (!file.startsWith(root)) return null;
    const [top, next] = file.slice(root.length).split('/');
    return top === 'features' ? `features/${next}` : top;
  };
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        otherFeature: `features/{{from}} may not import features/{{to}}: move what both need to ${sharedHint}.`,
        upward:
          '{{from}} may not import {{to}}: shared code never depends on features or on what puts them together.',
      },
    },
    create(context) {
      const from = layerOf(context.filename);
      const check = (node) => {
        const spec = node?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const to = layerOf(new URL(spec, `file://${context.filename}`).pathname);
        if (!from || !to || to === from) return;
        if (from.startsWith('features/') && to.startsWith('features/')) {
          context.report({ node, messageId: 'otherFeature', data: { from: from.slice(9), to: to.slice(9) } });
        } else if (shared.includes(from) && (composition.includes(to) || to.startsWith('features/'))) {
          context.report({ node, messageId: 'upward', data: { from, to } });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/** The relative imports of each file read so far (type-only ones too), by path, kept while its mtime holds. */
const importsOfFile = new Map();

/** The files under `root` that `file` imports by a relative path, resolved as TypeScript does. */
function relativeImports(file, root) {
  const mtime = statSync(file).mtimeMs;
  const known = importsOfFile.get(file);
  if (known?.mtime === mtime) return known.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [];
  for (const { fileName: spec } of importedFiles) {
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
    const target = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => base + end).find(isFile);
    if (target?.startsWith(root)) targets.push({ spec, target });
  }
  importsOfFile.set(file, { mtime, targets });
  return targets;
}
const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

/**
 * A rule against import circles between an app's files under `src`: a file that reaches itself
 * again through its relative imports is reported at the import that starts the circle, with the
 * circle spelled out. Layers point one way only when no two files lean on each other.
 */
function noCircleRule({ src }) {
  const root = new URL(src, import.meta.url).pathname;
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        circle:
          'Import circle: {{circle}}. Move what the files share into a file that imports neither, or pass it in.',
      },
    },
    create(context) {
      const start = context.filename;
      if (!start.startsWith(root)) return {};
      /** A path of files from `from` back to `start`, or null (each file is searched once). */
      const seen = new Set();
      const back = (from) => {
        if (from === start) return [from];
        if (seen.has(from)) return null;
        seen.add(from);
        for (const { target } of relativeImports(from, root)) {
          const rest = back(target);
          if (rest) return [from, ...rest];
        }
        return null;
      };
      return {
        'Program:exit'(program) {
          for (const { spec, target } of relativeImports(start, root)) {
            const trail = back(target);
            if (!trail) continue;
            const node =
              program.body.find((statement) => statement.source?.value === spec) ??
              program.body[0] ??
              program;
            const circle = [start, ...trail].map((file) => file.slice(root.length)).join(' → ');
            context.report({ node, messageId: 'circle', data: { circle } });
            return;
          }
        },
      };
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'bench/results/**',
      '.tsbuild/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    /*
     * The web app's layers (as bulletproof-react): a feature never imports another
     * feature (what two need goes to components/, lib/, queries/ or the contracts), and the shared
     * layers (session/, lib/, queries/, components/, i18n/) never import features/ or app/. Only app/
     * (router, layouts) puts features together. lib/ holds generic helpers; queries/ the API queries,
     * cache keys and mutations that more than one feature uses.
     */
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      web: {
        rules: {
          layers: layersRule({
            src: 'apps/web/src/',
            shared: ['session', 'lib', 'queries', 'components', 'i18n'],
            composition: ['app'],
            sharedHint: 'components/, lib/, queries/ or the contracts',
          }),
          circles: noCircleRule({ src: 'apps/web/src/' }),
        },
      },
    },
    rules: { 'web/layers': 'error', 'web/circles': 'error' },
  },
  {
    // A web form is set up one way: lib/use-api-form.ts (schema, submit, the server's field errors, toasts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/use-api-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Forms use useApiForm (lib/use-api-form.ts).',
            },
            {
              name: '@hookform/resolvers/zod',
              message: 'useApiForm (lib/use-api-form.ts) sets up the zod resolver.',
            },
          ],
        },
      ],
    },
  },
  {
    /*
     * The server's layers, as the web app's: a feature (features/<name>/) never imports another
     * feature's files; what two need goes to domain/, http/, db/ or infra/, or app.ts passes it in
     * through the plugin's options. The shared layers never import features/ or the entry points
     * (app.ts, jobs.ts, main.ts, cli/), which are the only places that put features together.
     */
    files: ['apps/server/src/**/*.ts'],
    plugins: {
      server: {
        rules: {
          layers: layersRule({
            src: 'apps/server/src/',
            shared: ['domain', 'http', 'db', 'infra', 'auth'],
            composition: ['app.ts', 'jobs.ts', 'main.ts', 'cli'],
            sharedHint:
              "domain/, http/, db/ or infra/, or let app.ts pass it in through the plugin's options",
          }),
          circles: noCircleRule({ src: 'apps/server/src/' }),
        },
      },
    },
    rules: { 'server/layers': 'error', 'server/circles': 'error' },
  },
  {
    /*
     * The server's routes speak HTTP and call their feature's service.ts; only services touch tables.
     * A route is declared once (http/route-table.ts defineRoute): the route table checks its params,
     * query and body against the contract and its access guard admits the caller, so a handler
     * restates neither.
     */
    files: ['apps/server/src/features/**/routes.ts', 'apps/server/src/features/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema.ts'],
              message: "Routes do not query tables: call the feature's service.ts.",
            },
            {
              group: ['**/http/errors'],
              importNames: ['parseInput'],
              message:
                "The route table parses the contract's params, query and body: read them from the handler's input.",
            },
            {
              group: ['**/auth/guards'],
              importNames: ['requireUser', 'requireVerifiedUser', 'requireAdmin', 'requireSession'],
              message:
                "The contract's access admits the caller: read `caller` (or `session`) from the handler's input.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(parseInput|require(Verified)?User|requireAdmin|requireSession)$/]',
          message: "A route declares its input and access once, in its contract: use the handler's input.",
        },
      ],
    },
  },
);
