import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ART_FILE_PATTERN, ART_MOBILE_SIZE, ART_SIZE } from '@trip/shared/media/constants';
import {
  decodeSceneFeatures,
  encodeSceneFeatures,
  findSceneFeatures,
  normaliseName,
  type SceneFeatures,
} from './art-hints';
import { buildArtSvg } from './art-scene';

/* Bump when the drawing changes: art is cached forever under its key. */
const ART_VERSION = 1;
const HASH_LENGTH = 24;
const CODE_LENGTH = 4;
/* Rendering is CPU work; two at a time keeps the rest of the server responsive. */
const RENDER_CONCURRENCY = 2;

/**
 * The key of a place's art: a hash of the normalised names, then the scene code (what the
 * names hint at), so any instance can draw the same picture from the key alone.
 */
export function artKeyFor(place: string, destination: string, variant = 0): string {
  const names = `${normaliseName(place)}|${normaliseName(destination)}`;
  const hash = createHash('sha256')
    .update(`art-v${ART_VERSION}|${names}|${variant}`)
    .digest('hex')
    .slice(0, HASH_LENGTH);
  const features = findSceneFeatures(`${place} ${destination}`, seedOf(hash));
  return hash + encodeSceneFeatures(features).toString(16).padStart(CODE_LENGTH, '0');
}

export function artFileName(key: string, mobile: boolean): string {
  return `${key}${mobile ? '-m' : ''}.webp`;
}

function seedOf(key: string): number {
  return Number.parseInt(key.slice(0, 8), 16);
}

type ArtRequest = { file: string; seed: number; features: SceneFeatures; mobile: boolean };

function parseArtFile(file: string): ArtRequest | undefined {
  if (!ART_FILE_PATTERN.test(file)) return undefined;
  const mobile = file.endsWith('-m.webp');
  const key = file.slice(0, file.length - (mobile ? '-m.webp' : '.webp').length);
  if (key.length !== HASH_LENGTH + CODE_LENGTH) return undefined;
  const features = decodeSceneFeatures(Number.parseInt(key.slice(HASH_LENGTH), 16));
  if (!features) return undefined;
  return { file, seed: seedOf(key), features, mobile };
}

/* A fixed tile of fine noise laid over every picture: film grain hides gradient banding. */
let grainTile: Promise<Buffer> | undefined;
function grain(): Promise<Buffer> {
  grainTile ??= (() => {
    const size = 256;
    const pixels = Buffer.alloc(size * size * 4);
    let state = 0x9e3779b9;
    for (let index = 0; index < size * size; index += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const value = (state >>> 0) & 255;
      pixels.writeUInt32BE(((value << 24) | (value << 16) | (value << 8) | 20) >>> 0, index * 4);
    }
    return sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer();
  })();
  return grainTile;
}

async function renderArt(request: ArtRequest): Promise<Buffer> {
  const size = request.mobile ? ART_MOBILE_SIZE : ART_SIZE;
  const svg = buildArtSvg(request.seed, request.features, size);
  return sharp(Buffer.from(svg))
    .composite([{ input: await grain(), tile: true, blend: 'overlay' }])
    .webp({ quality: request.mobile ? 78 : 82, effort: 4 })
    .toBuffer();
}

/**
 * Generated art on disk: drawn on first request, then served from `<dir>/<file>`.
 * Concurrent requests for a picture not yet on disk share one rendering.
 */
export function createArtStore(dir: string) {
  const rendering = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  let active = 0;

  async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= RENDER_CONCURRENCY) await new Promise<void>((go) => waiting.push(go));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  async function renderAndStore(request: ArtRequest): Promise<Buffer> {
    const image = await withRenderSlot(() => renderArt(request));
    await fs.mkdir(dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = path.join(dir, `.${request.file}.${randomUUID()}.tmp`);
    await fs.writeFile(partial, image);
    await fs.rename(partial, path.join(dir, request.file));
    return image;
  }

  return {
    /** The picture for a file name; undefined when the name is not one this server makes. */
    async readArt(file: string): Promise<Buffer | undefined> {
      const request = parseArtFile(file);
      if (!request) return undefined;
      const inFlight = rendering.get(file);
      if (inFlight) return inFlight;
      try {
        return await fs.readFile(path.join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const again = rendering.get(file);
      if (again) return again;
      const render = renderAndStore(request).finally(() => rendering.delete(file));
      rendering.set(file, render);
      return render;
    },

    /** Waits for renderings under way, so nothing writes after the server stops. */
    async close(): Promise<void> {
      await Promise.allSettled([...rendering.values()]);
    },
  };
}

export type ArtStore = ReturnType<typeof createArtStore>;
