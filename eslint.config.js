import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
     * feature (what two need goes to components/, lib/ or the contracts), and the shared layers
     * (session/, lib/, components/, i18n/) never import features/ or app/. Only app/ (router, layouts)
     * puts features together.
     */
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      web: {
        rules: {
          layers: layersRule({
            src: 'apps/web/src/',
            shared: ['session', 'lib', 'components', 'i18n'],
            composition: ['app'],
            sharedHint: 'components/, lib/ or the contracts',
          }),
        },
      },
    },
    rules: { 'web/layers': 'error' },
  },
  {
    /*
     * The server's layers, as the web app's: a feature (features/<name>/) never imports another
     * feature's files; what two need goes to domain/, http/, db/ or infra/, or app.ts passes it in
     * through the plugin's options. The shared layers never import features/ or the entry points
     * (app.ts, main.ts, cli/), which are the only places that put features together.
     */
    files: ['apps/server/src/**/*.ts'],
    plugins: {
      server: {
        rules: {
          layers: layersRule({
            src: 'apps/server/src/',
            shared: ['domain', 'http', 'db', 'infra', 'auth'],
            composition: ['app.ts', 'main.ts', 'cli'],
            sharedHint:
              "domain/, http/, db/ or infra/, or let app.ts pass it in through the plugin's options",
          }),
        },
      },
    },
    rules: { 'server/layers': 'error' },
  },
  {
    // The server's routes speak HTTP and call their feature's service.ts; only services touch tables.
    files: ['apps/server/src/features/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema.ts'],
              message: "Routes do not query tables: call the feature's service.ts.",
            },
          ],
        },
      ],
    },
  },
);
