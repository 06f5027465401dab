import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dirsIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// No feature imports another feature: shared code goes to components/, lib/ or packages/shared.
const webFeatures = dirsIn('apps/web/src/features');
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: webFeatures
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}/**`, `../../${other}/**`, `../${other}/**`],
            message: `features/${feature} may not import features/${other}: move what both need to components/, lib/ or packages/shared.`,
          })),
      },
    ],
  },
}));

// A server module calls another only through its service, and only repositories touch tables.
const serverModules = dirsIn('apps/server/src/modules');
const moduleBoundaries = serverModules.flatMap((mod) => {
  const throughServices = serverModules
    .filter((other) => other !== mod)
    .map((other) => ({
      group: [
        `../${other}/**`,
        `!../${other}/*.service`,
        `**/modules/${other}/**`,
        `!**/modules/${other}/*.service`,
      ],
      message: `modules/${mod} may use modules/${other} only through its service.`,
    }));
  const noTables = {
    group: ['**/db/schema/**', '**/db/schema'],
    message: 'Only a module repository (*.repository.ts) touches tables.',
  };
  return [
    {
      files: [`apps/server/src/modules/${mod}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/*.repository.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...throughServices, noTables] }],
      },
    },
    {
      files: [`apps/server/src/modules/${mod}/**/*.repository.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: throughServices }] },
    },
  ];
});

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
  ...featureBoundaries,
  ...moduleBoundaries,
);
