// Lint rules for the whole monorepo: typed TypeScript rules, React hooks, no warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// Server layering: routes -> services -> repositories -> db, nothing back up. Type imports may
// cross (a service's types describe its answers); a value import back up is refused.
const SERVER = 'apps/server/src';
const serverLayer = (files, layers, message) => ({
  files: [`${SERVER}/${files}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: `(^|/)(${layers.join('|')})/`, allowTypeImports: true, message }],
      },
    ],
  },
});

// Web app layering: app -> features -> components/lib; a feature never imports another one.
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web layering and accessibility (issue 10): kept apart from the server's blocks.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message:
                'components/ and lib/ serve every feature: they import no feature or app code.',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import the app; the app imports features.',
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: move the shared piece to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  // Server: no import cycles (plugins -> services -> repositories -> db, never back). The
  // TypeScript resolver maps the `.js` specifiers of the sources to their `.ts` files.
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  serverLayer(
    'routes',
    ['repositories', 'db'],
    'A route calls a service or a plugin; the SQL stays in repositories/ and db/.',
  ),
  serverLayer(
    'services',
    ['routes', 'route-kits', 'plugins'],
    'A service knows no route, route kit or plugin: they call it, never the other way.',
  ),
  serverLayer(
    'repositories',
    ['services', 'routes', 'route-kits', 'plugins'],
    'A repository holds SQL only: it calls no service, route, route kit or plugin.',
  ),
  serverLayer(
    'db',
    ['repositories', 'services', 'routes', 'route-kits', 'plugins', 'auth'],
    'db/ is the bottom layer: it imports nothing from the layers above it.',
  ),
  {
    files: ['apps/server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.config.{ts,js,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
