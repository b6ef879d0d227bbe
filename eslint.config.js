import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'bench/results/**',
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
     * The web app's layers (DESIGN.md, as bulletproof-react): a feature never imports another
     * feature (what two need goes to components/, lib/ or the contracts), and the shared layers
     * (session/, lib/, components/) never import features/ or app/. Only app/ (router, layouts)
     * puts features together. Relative imports are resolved, so every depth is caught.
     */
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      web: {
        rules: {
          layers: {
            meta: {
              type: 'problem',
              schema: [],
              messages: {
                otherFeature:
                  'features/{{from}} may not import features/{{to}}: move what both need to components/, lib/ or the contracts.',
                upward:
                  '{{from}}/ may not import {{to}}/: shared code never depends on pages or the app shell.',
              },
            },
            create(context) {
              const src = new URL('apps/web/src/', import.meta.url).pathname;
              /** 'features/<name>', 'app', 'lib', … for a file under apps/web/src, else null. */
              const layerOf = (file) => {
                if (!file.startsWith(src)) return null;
                const [top, next] = file.slice(src.length).split('/');
                return top === 'features' ? `features/${next}` : top;
              };
              const from = layerOf(context.filename);
              const check = (node) => {
                const spec = node?.value;
                if (typeof spec !== 'string' || !spec.startsWith('.')) return;
                const to = layerOf(new URL(spec, `file://${context.filename}`).pathname);
                if (!from || !to || to === from) return;
                if (from.startsWith('features/') && to.startsWith('features/')) {
                  context.report({
                    node,
                    messageId: 'otherFeature',
                    data: { from: from.slice(9), to: to.slice(9) },
                  });
                } else if (
                  ['session', 'lib', 'components'].includes(from) &&
                  (to === 'app' || to.startsWith('features/'))
                ) {
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
          },
        },
      },
    },
    rules: { 'web/layers': 'error' },
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
