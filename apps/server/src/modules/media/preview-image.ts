import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp, { type OverlayOptions } from 'sharp';

/** What link previews (Open Graph, X cards) show best: 1.91 to 1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const PADDING = 64;
const TEXT_WIDTH = PREVIEW_SIZE.width - 2 * PADDING;
/** The title shrinks through these sizes until it fits three lines. */
const TITLE_SIZES = [60, 52, 44, 38] as const;
const TITLE_MAX_HEIGHT = 230;
const TITLE_MAX_CHARS = 110;
const PRICE_COLOUR = '#c2410c';
const INK = '#0f172a';

/**
 * Poppins, as the web app shows it, from the package it ships (@fontsource/poppins): the
 * renderer finds no font the system may lack, and nothing is downloaded. The Latin subset has
 * no ₹, which is in the Latin-extended one; with both registered, the text engine takes each
 * character from the file that has it.
 */
const FONT_FILES = [
  'poppins-latin-500-normal.woff',
  'poppins-latin-ext-500-normal.woff',
  'poppins-latin-700-normal.woff',
  'poppins-latin-ext-700-normal.woff',
] as const;

/**
 * The TrueType font inside a WOFF 1 file: the same tables, inflated, behind a plain header.
 * The renderer's FreeType reads TrueType but not WOFF, and the npm package ships only WOFF.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const bytes = woff.subarray(offset, offset + stored);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < length ? zlib.inflateSync(bytes) : bytes,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((count - power) * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Writes a font where the renderer can open it, once per content: `<tmp>/trip-fonts/<hash>.ttf`. */
async function writeFont(woffPath: string): Promise<string> {
  const font = sfntFromWoff(await fs.readFile(woffPath));
  const dir = path.join(os.tmpdir(), 'trip-fonts');
  const file = path.join(
    dir,
    `${createHash('sha256').update(font).digest('hex').slice(0, 16)}.ttf`,
  );
  try {
    await fs.access(file);
    return file;
  } catch {
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(partial, font);
    await fs.rename(partial, file);
    return file;
  }
}

let fontsReady: Promise<string> | undefined;

/**
 * Registers every font file with the text renderer (a process-wide registry: one render with each
 * file), before any preview is drawn, so every preview is set in the same faces.
 */
function loadFonts(): Promise<string> {
  fontsReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const files = await Promise.all(
      FONT_FILES.map((name) => writeFont(require.resolve(`@fontsource/poppins/files/${name}`))),
    );
    for (const fontfile of files) {
      await sharp({ text: { text: 'x', font: 'Poppins', fontfile } })
        .png()
        .toBuffer();
    }
    return files[files.length - 1]!;
  })();
  fontsReady.catch(() => (fontsReady = undefined));
  return fontsReady;
}

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

type TextLayer = { image: Buffer; width: number; height: number };

async function textLayer(markup: string, fontfile: string, font: string): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: { text: markup, font, fontfile, width: TEXT_WIDTH, wrap: 'word', rgba: true, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

async function titleLayer(title: string, fontfile: string): Promise<TextLayer> {
  const markup = `<span foreground="white">${escapeMarkup(shorten(title, TITLE_MAX_CHARS))}</span>`;
  let layer: TextLayer | undefined;
  for (const size of TITLE_SIZES) {
    layer = await textLayer(markup, fontfile, `Poppins Bold ${size}`);
    if (layer.height <= TITLE_MAX_HEIGHT) break;
  }
  return layer!;
}

/** A rounded label: the text layer on a filled pill of its own size plus padding. */
function pill(layer: TextLayer, fill: string, padX: number, padY: number) {
  const width = layer.width + 2 * padX;
  const height = layer.height + 2 * padY;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/></svg>`;
  return { svg: Buffer.from(svg), width, height, padX, padY };
}

/** Darkens the lower part of the picture so white text reads on any photo. */
function shadeSvg(): Buffer {
  const { width, height } = PREVIEW_SIZE;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK}" stop-opacity="0.15"/><stop offset="0.45" stop-color="${INK}" stop-opacity="0.35"/><stop offset="1" stop-color="${INK}" stop-opacity="0.88"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/></svg>`,
  );
}

export type PreviewCard = {
  /** The page's picture (any format sharp reads): cropped to fill the card. */
  picture: Buffer;
  title: string;
  /** A short line above the title: "5 days · Mumbai to Goa", "Destination Guides". */
  kicker: string;
  /** "₹21,600", shown in the offer colour; omitted for posts. */
  price?: string | undefined;
  /** After the price: "per person". */
  priceNote?: string | undefined;
  /** The site's name, top left. */
  brand: string;
};

/**
 * A link-preview picture (PNG, 1200×630): the page's picture, shaded, with its kicker, title and
 * price set in the site's own font.
 */
export async function renderPreviewImage(card: PreviewCard): Promise<Buffer> {
  const fontfile = await loadFonts();
  const { width, height } = PREVIEW_SIZE;
  const background = await sharp(card.picture)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .toBuffer();

  const brandText = await textLayer(
    `<span foreground="${INK}">${escapeMarkup(card.brand)}</span>`,
    fontfile,
    'Poppins Bold 26',
  );
  const brandPill = pill(brandText, 'white', 22, 10);
  const layers: OverlayOptions[] = [
    { input: shadeSvg(), top: 0, left: 0 },
    { input: brandPill.svg, top: PADDING - 16, left: PADDING },
    { input: brandText.image, top: PADDING - 16 + brandPill.padY, left: PADDING + brandPill.padX },
  ];

  let bottom = height - PADDING;
  if (card.price) {
    const note = card.priceNote
      ? `<span font="Poppins Medium 24">  ${escapeMarkup(card.priceNote)}</span>`
      : '';
    const priceText = await textLayer(
      `<span foreground="white"><span font="Poppins Bold 40">${escapeMarkup(card.price)}</span>${note}</span>`,
      fontfile,
      'Poppins Bold 40',
    );
    const pricePill = pill(priceText, PRICE_COLOUR, 28, 10);
    const top = bottom - pricePill.height;
    layers.push(
      { input: pricePill.svg, top, left: PADDING },
      { input: priceText.image, top: top + pricePill.padY, left: PADDING + pricePill.padX },
    );
    bottom = top - 28;
  }
  const title = await titleLayer(card.title, fontfile);
  bottom -= title.height;
  layers.push({ input: title.image, top: bottom, left: PADDING });
  if (card.kicker) {
    const kicker = await textLayer(
      `<span foreground="#e2e8f0">${escapeMarkup(shorten(card.kicker, 80))}</span>`,
      fontfile,
      'Poppins Medium 28',
    );
    bottom -= kicker.height + 14;
    layers.push({ input: kicker.image, top: bottom, left: PADDING });
  }

  return sharp(background)
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
