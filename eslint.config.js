import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const dirsIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Boundaries are checked on resolved paths (import-x with the TypeScript resolver), so no
// relative depth or alias slips past them. Features and modules are read from the folders:
// a new one is covered without touching this file.
const webFeatures = dirsIn('apps/web/src/features');
const serverModules = dirsIn('apps/server/src/modules');
const WEB = './apps/web/src';
const SERVER = './apps/server/src';

const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: move what both need to components/, lib/ or packages/shared.`,
  })),
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
    from: `${WEB}/features`,
    message: 'lib/, components/ and config/ never import a feature.',
  },
];

// A server module reaches another only through a *.service.ts at that module's top
// (<module>.service.ts, or a named one such as itineraries.booking.service.ts). Globs need
// absolute paths here: the rule matches them against resolved files.
const MODULES_ABS = `${import.meta.dirname}/apps/server/src/modules`;
const moduleZones = serverModules.map((mod) => ({
  target: `${SERVER}/modules/${mod}`,
  from: `${MODULES_ABS}/**`,
  except: [`${MODULES_ABS}/${mod}/**`, `${MODULES_ABS}/*/*.service.ts`],
  message: `modules/${mod} may use another module only through its service.`,
}));
const tablesZone = {
  target: `${SERVER}/modules`,
  from: `${SERVER}/db/schema`,
  message: 'Only a module repository (*.repository.ts) touches tables.',
};
// packages/shared holds types, schemas and pure functions: zod and its own files only.
const sharedZone = {
  target: './packages/shared/src',
  from: '.',
  except: ['./packages/shared/src', './node_modules/zod'],
  message: 'packages/shared imports only zod and its own files.',
};

const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

const boundaries = [
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: restrictedPaths(webZones) },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: restrictedPaths([...moduleZones, tablesZone]),
  },
  { files: ['apps/server/src/modules/**/*.repository.ts'], rules: restrictedPaths(moduleZones) },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictedPaths([sharedZone]),
  },
];

const nodeOrUiOrDb = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  'react',
  'react-dom',
  'react-router',
  'pg',
  'ioredis',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'bench/results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Colours come from the theme (config/theme-tokens.ts), named by palette path in `sx`.
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      // Other companies' brand colours, and print CSS that no theme reaches.
      'apps/web/src/features/tour-packages/components/share-dialog.tsx',
      'apps/web/src/features/itineraries/components/detail/print-styles.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(color|bgcolor|backgroundColor|borderColor)$/] > Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message:
            "Name the colour by its palette path ('text.secondary', 'grey.200', 'accent.tint'); add new ones to config/theme-tokens.ts.",
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeOrUiOrDb.map((name) => ({
            name,
            message: 'packages/shared holds no Node, React or database code.',
          })),
          patterns: [
            {
              group: [
                '@mui/*',
                '@emotion/*',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
                'fastify',
                'fastify-*',
                '@fastify/*',
              ],
              message: 'packages/shared holds no Node, React or database code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Type-aware rules: a promise nobody awaits loses its error.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/vitest.config.ts', '**/vite.config.ts', '**/drizzle.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/it return promises the runner itself awaits; act() with a
          // synchronous callback returns a thenable nobody needs to await.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test'] },
            { from: 'package', package: '@testing-library/react', name: 'act' },
            { from: 'package', package: 'react', name: 'act' },
          ],
        },
      ],
    },
  },
  ...boundaries,
);
