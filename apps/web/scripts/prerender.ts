// Writes the HTML of the pages listed in src/app/prerender.tsx at build time, after `vite build`, so that a visitor
// sees them before any script has run; React then adopts the markup (src/main.tsx). The server
// sends them for their paths (apps/server/src/plugins/app/web.ts) and dist/index.html, the
// empty shell, for every other path. See docs/decisions/0005-fast-public-pages.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest, type Rollup } from 'vite';
import { PRERENDERED_STYLES } from '../src/app/emotion-cache';
import type * as Renderer from '../src/app/prerender';

// Used above the fold of every page (body text and headings): fetched with the HTML rather than
// once the styles ask for them, so text rarely reflows when they arrive.
const PRELOADED_FONTS = ['poppins-latin-400-normal.woff2', 'poppins-latin-700-normal.woff2'];

/** Where the server finds each page: `{ "/contact": "pages/contact.html" }`. */
const PAGES_MANIFEST = 'prerendered.json';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/app/prerender.tsx with everything it imports into one file Node can run. */
async function buildRenderer(outDir: string): Promise<string> {
  const result = await build({
    root: webRoot,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const entry = outputs
    .flatMap((output) => output.output)
    .find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('The prerender build produced no entry');
  return path.join(outDir, entry.fileName);
}

/** The chunk files `key` needs, itself and its static imports, depth first. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}

function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [
    ...(chunk?.css ?? []),
    ...(chunk?.imports ?? []).flatMap((child) => cssOf(manifest, child, seen)),
  ];
}

/**
 * The high-priority image in the markup (a hero picture, say), preloaded from the head: found by
 * the parser only deep in the body, it would queue behind the page's scripts. A <picture> with
 * one <source> gives a preload for each side of that source's media query.
 */
function imagePreloads(markup: string): string[] {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(markup);
  if (!img) return [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const src = attribute(img[0], 'src');
  const pictureStart = markup.lastIndexOf('<picture', img.index);
  const inPicture =
    pictureStart !== -1 && !markup.slice(pictureStart, img.index).includes('</picture>');
  const sources = inPicture
    ? [...markup.slice(pictureStart, img.index).matchAll(/<source\b[^>]*>/gi)].map((tag) => ({
        media: attribute(tag[0], 'media'),
        srcset: attribute(tag[0], 'srcSet'),
      }))
    : [];
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${href}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  if (sources.length === 0) return src ? [link(src)] : [];
  const [only] = sources;
  if (sources.length > 1 || !only?.media || !only.srcset || /[\s,]/.test(only.srcset)) return [];
  return [link(only.srcset, only.media), ...(src ? [link(src, `not all and ${only.media}`)] : [])];
}

/** What goes first in the head: the images and fonts the first paint needs. */
function earlyTagsFor(markup: string, manifest: Manifest): string[] {
  const fonts = PRELOADED_FONTS.map((name) => {
    const font = Object.entries(manifest).find(([key]) => key.endsWith(`/${name}`));
    if (!font) throw new Error(`No ${name} in the Vite manifest`);
    return font[1].file;
  });
  return [
    ...imagePreloads(markup),
    ...fonts.map(
      (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`,
    ),
  ];
}

/**
 * Links for the chunks and styles of `modules`, except those `html` already links. The empty
 * shell needs the scripts at once and preloads them. A prerendered page does not need them to
 * paint: src/main.tsx imports them once the page's main content is on screen, and the browser
 * fetches each module's imports as it finds them. Preloading them from the page would have them
 * compete with what the paint needs (the styles, the fonts, the hero image); preloading them
 * from a script costs the main thread a millisecond or more each, in the tasks that start the
 * app (docs/decisions/0009-start-up-without-preloads.md).
 */
function moduleTags(
  modules: string[],
  manifest: Manifest,
  html: string,
  prerendered: boolean,
): string[] {
  const linked = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
  const unique = (files: string[]) => [...new Set(files)].filter((file) => !linked.has(file));
  const scripts = prerendered
    ? []
    : unique(modules.flatMap((module) => chunksOf(manifest, module)));
  const styles = unique(modules.flatMap((module) => cssOf(manifest, module)));
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * Emotion writes each style beside the first element that uses it. Gathered in the head, they
 * style the page before the body arrives, and the browser recalculates styles once rather than
 * at every tag. The merged tag lists the styles' ids for src/app/emotion-cache.ts, which marks
 * them as present without taking the tag over (Emotion would move it, and the browser would
 * parse the page's styles again). Global styles keep their own tags, which Emotion looks up one
 * by one; `data-s` tells it they are in the head already.
 */
function hoistStyles(markup: string): { markup: string; styles: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = markup.replace(
    /<style data-emotion="css(-global)? ([^"]*)">([\s\S]*?)<\/style>/g,
    (tag: string, global: string | undefined, id: string, css: string) => {
      if (global) globals.push(tag.replace('<style ', '<style data-s="" '));
      else {
        ids.push(id);
        rules.push(css);
      }
      return '';
    },
  );
  const merged =
    ids.length > 0
      ? `<style ${PRERENDERED_STYLES}="css ${ids.join(' ')}">${rules.join('')}</style>`
      : '';
  return { markup: rest, styles: [...globals, merged].join('\n    ') };
}

const fileFor = (pagePath: string) =>
  `pages/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/\//g, '-')}.html`;

async function main(): Promise<void> {
  const distDir = path.resolve(webRoot, process.argv[2] ?? 'dist');
  const shell = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  for (const landmark of ['</title>', '</head>', '<div id="root"></div>']) {
    if (!shell.includes(landmark)) throw new Error(`dist/index.html has no ${landmark}`);
  }

  const rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trip-prerender-'));
  try {
    const rendererFile = await buildRenderer(rendererDir);
    const { renderPage, prerenderedPages, shellModules } = (await import(
      pathToFileURL(rendererFile).href
    )) as typeof Renderer;
    const written: Record<string, string> = {};
    await fs.mkdir(path.join(distDir, 'pages'), { recursive: true });
    for (const page of prerenderedPages) {
      const { markup, styles } = hoistStyles(await renderPage(page.path));
      const indent = '\n    ';
      const early = earlyTagsFor(markup, manifest).join(indent);
      const late = [...moduleTags(page.modules, manifest, shell, true), styles].join(indent);
      const html = shell
        .replace('</title>', () => `</title>${indent}${early}`)
        .replace('</head>', () => `  ${late}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
      const file = fileFor(page.path);
      await fs.writeFile(path.join(distDir, file), html);
      written[page.path] = file;
      console.log(`prerendered ${page.path} → ${file} (${(html.length / 1024).toFixed(1)} kB)`);
    }
    // Every other path gets the shell, which then needs the app and most likely the layout.
    const shellTags = moduleTags(shellModules, manifest, shell, false).join('\n    ');
    await fs.writeFile(
      path.join(distDir, 'index.html'),
      shell.replace('</head>', () => `  ${shellTags}\n  </head>`),
    );
    await fs.writeFile(path.join(distDir, PAGES_MANIFEST), `${JSON.stringify(written, null, 2)}\n`);
  } finally {
    await fs.rm(rendererDir, { recursive: true, force: true });
  }
}

await main();
