import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React Router's package exports name only its development build (dev warnings on); the
// production build ships beside it and differs only by having them off.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // scripts/prerender.ts reads it to preload each prerendered page's chunks.
    manifest: true,
    // No preloading from scripts while the app starts: each link a script adds costs the main
    // thread a millisecond or more, in the tasks that start the app. The browser fetches a
    // module's imports as it finds them (docs/decisions/0009-start-up-without-preloads.md).
    // The home page's search card is the exception: it loads when the visitor reaches for it, and
    // its twenty chunks are asked for at once rather than as each import is found (decision 27).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk, deps) => (chunk.includes('search-card') ? deps : []),
    },
  },
}));
