// How a rendered page becomes an HTML document: the shell (dist/index.html as Vite wrote it)
// with the page's markup, styles, early preloads and data. Pure string work, used by the build
// (scripts/prerender.ts, for the shell) and by the server renderer (server-render.tsx) for
// every public page it renders.
import { PRERENDERED_STYLES } from './emotion-cache';

/** The part of Vite's manifest this reads: a module's chunk, its static imports and styles. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The element that carries a rendered page's query data to the browser (start.tsx reads it). */
export const QUERY_STATE_ID = 'query-state';

// Used above the fold of every page (body text and headings): fetched with the HTML rather than
// once the styles ask for them, so text rarely reflows when they arrive.
const PRELOADED_FONTS = ['poppins-latin-400-normal.woff2', 'poppins-latin-700-normal.woff2'];

const LANDMARKS = ['</title>', '</head>', '<div id="root"></div>'] as const;

/** Throws unless `shell` has every place a page is put into. */
export function checkShell(shell: string): void {
  for (const landmark of LANDMARKS) {
    if (!shell.includes(landmark)) throw new Error(`dist/index.html has no ${landmark}`);
  }
}

/** The chunk files `key` needs, itself and its static imports, depth first. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
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
 * The high-priority image in the markup (a hero picture, the first card's), preloaded from the
 * head: found by the parser only deep in the body, it would queue behind the page's scripts. A
 * <picture> with one <source> gives a preload for each side of that source's media query.
 */
function imagePreloads(markup: string): string[] {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(markup);
  if (!img) return [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const src = attribute(img[0], 'src');
  const srcSet = attribute(img[0], 'srcSet');
  const sizes = attribute(img[0], 'sizes');
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
  if (sources.length === 0) {
    if (srcSet && src) {
      const sizesAttribute = sizes ? ` imagesizes="${sizes}"` : '';
      return [
        `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}"${sizesAttribute} fetchpriority="high">`,
      ];
    }
    return src ? [link(src)] : [];
  }
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
 * shell needs the scripts at once and preloads them. A rendered page does not need them to
 * paint: src/main.tsx imports them once the page's main content is on screen, and the browser
 * fetches each module's imports as it finds them. Preloading them from the page would have them
 * compete with what the paint needs (the styles, the fonts, the hero image); preloading them
 * from a script costs the main thread a millisecond or more each, in the tasks that start the
 * app (docs/decisions/0009-start-up-without-preloads.md).
 */
export function moduleTags(
  modules: string[],
  manifest: Manifest,
  html: string,
  rendered: boolean,
): string[] {
  const linked = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
  const unique = (files: string[]) => [...new Set(files)].filter((file) => !linked.has(file));
  const scripts = rendered ? [] : unique(modules.flatMap((module) => chunksOf(manifest, module)));
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
export function hoistStyles(markup: string): { markup: string; styles: string } {
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

/**
 * JSON that can sit inside a <script type="application/json"> element: nothing in it can close
 * the element or open a comment. Such an element is data, which the browser never runs, so the
 * Content-Security-Policy without inline scripts holds.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export type PageParts = {
  /** What React rendered, with Emotion's style tags still inside. */
  markup: string;
  /** The modules the page needs before React can adopt it: their styles are linked. */
  modules: string[];
  /** The query data the page was rendered with, for the browser to start from. */
  state?: unknown;
};

/** The whole document for a rendered page. */
export function pageDocument(shell: string, manifest: Manifest, parts: PageParts): string {
  const { markup, styles } = hoistStyles(parts.markup);
  const indent = '\n    ';
  const early = earlyTagsFor(markup, manifest).join(indent);
  const late = [...moduleTags(parts.modules, manifest, shell, true), styles].join(indent);
  const data =
    parts.state === undefined
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForHtml(parts.state)}</script>`;
  return shell
    .replace('</title>', () => `</title>${indent}${early}`)
    .replace('</head>', () => `  ${late}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
}
