import { build } from 'esbuild';

// Bundles the server (and the shared package it imports as TypeScript) into one ES module;
// npm dependencies stay external and load from node_modules.
await build({
  entryPoints: ['src/server.ts', 'src/cli/seed.ts', 'src/cli/admin-create.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  alias: { '@trip/shared': '../../packages/shared/src' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
