// After `vite build`: bundles src/app/server-render.tsx, with everything it imports, into
// dist/server/render.js, which the server loads to render the public pages with their data
// (apps/server/src/plugins/app/web.ts); keeps the shell as Vite wrote it beside it
// (dist/server/shell.html), the document those pages are put into; and gives dist/index.html,
// the empty shell every other path gets, the preloads of the app and the public layout.
// Then it renders each public page once on sample data, so that a page that cannot render in
// Node fails the build rather than a visitor's request.
// See docs/decisions/0018-server-rendered-public-pages.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import type * as Renderer from '../src/app/server-render';
import { checkShell, moduleTags, type Manifest } from '../src/app/document';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/app/server-render.tsx with everything it imports into one file Node can run. */
async function buildRenderer(outDir: string): Promise<string> {
  const result = await build({
    root: webRoot,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/server-render.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const entry = outputs
    .flatMap((output) => output.output)
    .find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('The server renderer build produced no entry');
  return path.join(outDir, entry.fileName);
}

/** Answers a render's API calls while the build checks it: every list empty, nothing found. */
const emptyApi: Renderer.ApiTransport = (url) => {
  const { pathname } = new URL(url, 'http://localhost');
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  if (pathname === '/api/packages' || pathname === '/api/blogs') {
    return json(200, { packages: [], blogs: [], total: 0, page: 1, totalPages: 0 });
  }
  return json(404, { error: 'Not found', code: 'NOT_FOUND' });
};

async function main(): Promise<void> {
  const distDir = path.resolve(webRoot, process.argv[2] ?? 'dist');
  const shell = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  checkShell(shell);

  const serverDir = path.join(distDir, 'server');
  const rendererFile = await buildRenderer(serverDir);
  await fs.writeFile(path.join(serverDir, 'shell.html'), shell);
  await fs.writeFile(path.join(serverDir, 'package.json'), '{ "type": "module" }\n');
  const renderer = (await import(pathToFileURL(rendererFile).href)) as typeof Renderer;
  const pages = renderer.createPageRenderer(shell, manifest);
  for (const page of renderer.publicPages) {
    const url = new URL(page.path.replace(':slug', 'sample'), 'http://localhost');
    const html = await pages.render(url, emptyApi);
    console.log(`rendered ${url.pathname} (${(html.length / 1024).toFixed(1)} kB on empty data)`);
  }

  // Every other path gets the shell, which then needs the app and most likely the layout.
  const shellTags = moduleTags(renderer.shellModules, manifest, shell, false).join('\n    ');
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    shell.replace('</head>', () => `  ${shellTags}\n  </head>`),
  );
}

await main();
