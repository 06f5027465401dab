/**
 * Draws the four home-page hero pictures with the server's destination-art generator and
 * writes them to apps/web/public/hero/ as WebP: a landscape picture for wide screens and a
 * portrait one for phones. The output is committed; run again only to change the pictures:
 *
 *   npx tsx apps/web/scripts/generate-hero-images.mts
 *
 * The same seeds and names always draw the same pictures.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { findSceneFeatures } from '../../server/src/modules/media/art-hints';
import { buildArtSvg } from '../../server/src/modules/media/art-scene';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/hero');

/** Snowy Ladakh at dawn, a Goan beach by day, Agra at sunset, Jaisalmer's fort in the desert. */
const scenes = [
  { name: 'Ladakh snow lake', seed: 23 },
  { name: 'Goa beach palms', seed: 11 },
  { name: 'Agra taj domes river', seed: 73 },
  { name: 'Jaisalmer desert fort', seed: 37 },
];

/** The largest file allowed, so a picture never slows the page down. */
const MAX_BYTES = 120 * 1024;

const sizes = [
  { suffix: 'wide', width: 1600, height: 900, quality: 74 },
  // The first picture is what a phone paints first: it gets the smallest file.
  { suffix: 'tall', width: 720, height: 1280, quality: 70 },
];

await fs.mkdir(outDir, { recursive: true });
for (const [index, scene] of scenes.entries()) {
  const features = findSceneFeatures(scene.name, scene.seed);
  for (const size of sizes) {
    const svg = buildArtSvg(scene.seed, features, size);
    const file = path.join(outDir, `hero-${index + 1}-${size.suffix}.webp`);
    const image = await sharp(Buffer.from(svg))
      .webp({ quality: size.quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (image.length > MAX_BYTES) {
      throw new Error(`${path.basename(file)} is ${image.length} bytes, over ${MAX_BYTES}`);
    }
    await fs.writeFile(file, image);
    console.log(`${path.basename(file)}: ${(image.length / 1024).toFixed(1)} KB`);
  }
}
