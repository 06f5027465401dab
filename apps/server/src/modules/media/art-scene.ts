import type { SceneFeatures, TempleKind } from './art-hints';

/** The drawing's own units; the SVG is rendered at any size from this view box. */
export const ART_VIEW_WIDTH = 1200;
export const ART_VIEW_HEIGHT = 800;

const W = ART_VIEW_WIDTH;
const H = ART_VIEW_HEIGHT;

type Random = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
};

/** mulberry32: tiny, fast and the same on every machine, so a seed always draws the same scene. */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    chance: (probability) => next() < probability,
  };
}

type TimeOfDay = 'dawn' | 'noon' | 'dusk' | 'night';

type Palette = {
  time: TimeOfDay;
  /** Top of the sky to the horizon. */
  sky: [string, string, string, string];
  sun: string;
  glow: string;
  /** Air colour: far layers fade into it. */
  haze: string;
  /** Darkest silhouette colour, for the nearest layer. */
  ink: string;
  cloud: string;
  water: string;
  light: string;
  /** How much a landscape's own colour (green hills, ochre sand) shows through the ink. */
  tint: number;
};

const palettes: Palette[] = [
  {
    time: 'dawn',
    sky: ['#2e3a74', '#7b5c9e', '#e98b9a', '#ffd3a5'],
    sun: '#fff4e0',
    glow: '#ffc48a',
    haze: '#f2b3a6',
    ink: '#2a2346',
    cloud: '#ffd9d2',
    water: '#b9809e',
    light: '#ffd38a',
    tint: 0.22,
  },
  {
    time: 'dawn',
    sky: ['#34508f', '#8ea3cf', '#f3c29c', '#ffe6b5'],
    sun: '#fffaf0',
    glow: '#ffd591',
    haze: '#eec7a9',
    ink: '#29304f',
    cloud: '#fff1de',
    water: '#9eaecb',
    light: '#ffdc96',
    tint: 0.28,
  },
  {
    time: 'noon',
    sky: ['#1a64b8', '#3f91dc', '#94c7ef', '#e1f2fb'],
    sun: '#ffffff',
    glow: '#fff5c8',
    haze: '#bfdbea',
    ink: '#173f52',
    cloud: '#ffffff',
    water: '#3a8fc0',
    light: '#fff4c4',
    tint: 0.55,
  },
  {
    time: 'noon',
    sky: ['#0b78b3', '#37aad6', '#9adfeb', '#f0fbf6'],
    sun: '#fffdf0',
    glow: '#fff1a8',
    haze: '#b9e5e3',
    ink: '#0d4a4f',
    cloud: '#ffffff',
    water: '#22a3b8',
    light: '#fff4c4',
    tint: 0.5,
  },
  {
    time: 'dusk',
    sky: ['#2b1b4d', '#8a3d6b', '#ec7a52', '#ffc56b'],
    sun: '#ffeaa8',
    glow: '#ff9a4d',
    haze: '#e4876b',
    ink: '#2a1530',
    cloud: '#ffb28a',
    water: '#b45c5c',
    light: '#ffd07a',
    tint: 0.18,
  },
  {
    time: 'dusk',
    sky: ['#1d1f4e', '#5a3a86', '#c65d8f', '#f7a56f'],
    sun: '#ffdc9e',
    glow: '#ff8a7a',
    haze: '#b56b92',
    ink: '#1c1433',
    cloud: '#f5a3a8',
    water: '#7d4f86',
    light: '#ffcf7d',
    tint: 0.16,
  },
  {
    time: 'night',
    sky: ['#070b24', '#132a5c', '#27508a', '#5b88b5'],
    sun: '#f6f3e2',
    glow: '#9fc3ff',
    haze: '#3b5f8e',
    ink: '#060a1c',
    cloud: '#6f87b5',
    water: '#1f3f6d',
    light: '#ffcf6b',
    tint: 0.1,
  },
  {
    time: 'night',
    sky: ['#041a24', '#0b3a4a', '#1d6670', '#4e9d9a'],
    sun: '#eef6ee',
    glow: '#a6e3d8',
    haze: '#2b6a72',
    ink: '#03121a',
    cloud: '#5e9a9a',
    water: '#14505a',
    light: '#ffd27a',
    tint: 0.1,
  },
];

/** Night scenes are striking but dark; they come up half as often as the others. */
function pickPalette(random: Random): Palette {
  const weight = (palette: Palette) => (palette.time === 'night' ? 0.5 : 1);
  let roll = random.range(
    0,
    palettes.reduce((sum, palette) => sum + weight(palette), 0),
  );
  for (const palette of palettes) {
    roll -= weight(palette);
    if (roll < 0) return palette;
  }
  return palettes[0]!;
}

const landTints = {
  green: '#2f6b3a',
  sand: '#c8894a',
  rock: '#55607a',
  sea: '#1d5e7a',
} as const;

function parseHex(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

/** One decimal is finer than a pixel and keeps the SVG small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Scales and opacities need finer steps than coordinates. */
function f(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

type Point = [number, number];

function polygon(points: Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)},${n(y)}`).join('L')}Z`;
}

/** A closed shape under a profile line, down to the bottom edge. */
function underProfile(profile: Point[], bottom = H + 2): string {
  const first = profile[0]!;
  const last = profile[profile.length - 1]!;
  return polygon([[first[0], bottom], ...profile, [last[0], bottom]]);
}

function profileY(profile: Point[], x: number): number {
  for (let index = 1; index < profile.length; index += 1) {
    const [x1, y1] = profile[index]!;
    const [x0, y0] = profile[index - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
  }
  return profile[profile.length - 1]![1];
}

/** Jagged ridge by midpoint displacement: mountains that look weathered, never regular. */
function ridgeProfile(random: Random, baseY: number, height: number, roughness: number): Point[] {
  const count = 64;
  const ys = new Array<number>(count + 1).fill(0);
  ys[0] = random.range(-0.5, 0.5);
  ys[count] = random.range(-0.5, 0.5);
  let displacement = 1;
  for (let step = count; step > 1; step /= 2) {
    for (let start = 0; start < count; start += step) {
      ys[start + step / 2] =
        (ys[start]! + ys[start + step]!) / 2 + random.range(-1, 1) * displacement;
    }
    displacement *= roughness;
  }
  // Stretch to the asked height so every ridge has real peaks and no flat tops.
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  return ys.map((value, index) => [
    -20 + ((W + 40) * index) / count,
    baseY - height * 0.12 - ((value - low) / Math.max(1e-6, high - low)) * height * 0.88,
  ]);
}

/** Rolling hills: a few slow waves added up. */
function hillProfile(random: Random, baseY: number, height: number): Point[] {
  const waves = [0, 1, 2].map((index) => ({
    amplitude: height * random.range(0.25, 0.55) * (index === 0 ? 1 : 0.5 / index),
    frequency: random.range(1.2, 2.6) * (index + 1),
    phase: random.range(0, Math.PI * 2),
  }));
  const points: Point[] = [];
  for (let x = -20; x <= W + 20; x += 12) {
    const y = waves.reduce(
      (sum, wave) => sum + wave.amplitude * Math.sin((x / W) * wave.frequency + wave.phase),
      0,
    );
    points.push([x, baseY - height * 0.5 + y]);
  }
  return points;
}

/** Dunes: long gentle windward slopes and short steep lee faces. */
function duneProfile(random: Random, baseY: number, height: number): Point[] {
  const crests: number[] = [];
  for (let x = random.range(-200, 0); x < W + 300; x += random.range(260, 460)) crests.push(x);
  const points: Point[] = [];
  for (let x = -20; x <= W + 20; x += 8) {
    let y = baseY;
    for (const [index, crest] of crests.entries()) {
      const crestHeight = height * (0.55 + 0.45 * Math.sin(index * 2.3 + crest * 0.01));
      const distance = x - crest;
      const shape =
        distance < 0 ? Math.exp(-((distance / 190) ** 2)) : Math.exp(-((distance / 90) ** 2));
      y = Math.min(y, baseY - crestHeight * shape);
    }
    points.push([x, y]);
  }
  return points;
}

type Draw = {
  random: Random;
  palette: Palette;
  features: SceneFeatures;
  defs: string[];
  body: string[];
  nextId(prefix: string): string;
};

/** Colour of a silhouette at a depth (0 far, 1 nearest), tinted by what the land is made of. */
function layerColour(draw: Draw, depth: number, tint?: string): string {
  const { palette } = draw;
  const ink = tint ? mix(palette.ink, tint, palette.tint) : palette.ink;
  return mix(palette.haze, ink, 0.18 + 0.82 * depth);
}

function verticalGradient(draw: Draw, stops: Array<[number, string, number?]>): string {
  const id = draw.nextId('g');
  draw.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}"${
            opacity === undefined ? '' : ` stop-opacity="${opacity}"`
          }/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function drawSky(draw: Draw, horizonY: number): void {
  const [top, upper, lower, horizon] = draw.palette.sky;
  const h = horizonY / H;
  const fill = verticalGradient(draw, [
    [0, top],
    [h * 0.45, upper],
    [h * 0.8, lower],
    [h, horizon],
    [1, horizon],
  ]);
  draw.body.push(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
}

function drawStars(draw: Draw, horizonY: number): void {
  const { random } = draw;
  const stars: string[] = [];
  for (let index = 0; index < 110; index += 1) {
    const y = random.range(0, horizonY * 0.8);
    const opacity = (0.25 + random.next() * 0.75) * (1 - y / horizonY);
    stars.push(
      `<circle cx="${n(random.range(0, W))}" cy="${n(y)}" r="${n(random.range(0.6, 1.9))}" opacity="${f(opacity)}"/>`,
    );
  }
  draw.body.push(`<g fill="#fffbe8">${stars.join('')}</g>`);
}

type Celestial = { x: number; y: number; r: number };

function drawSunOrMoon(draw: Draw, horizonY: number): Celestial {
  const { random, palette } = draw;
  const x = random.range(W * 0.22, W * 0.78);
  const low = palette.time === 'dawn' || palette.time === 'dusk';
  const y = low ? horizonY - random.range(40, 150) : random.range(horizonY * 0.2, horizonY * 0.42);
  const r = low ? random.range(46, 70) : random.range(30, 44);
  const glowId = draw.nextId('glow');
  draw.defs.push(
    `<radialGradient id="${glowId}"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/><stop offset="0.35" stop-color="${palette.glow}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
  );
  draw.body.push(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * (low ? 6 : 4.5))}" fill="url(#${glowId})"/>`,
  );
  if (palette.time === 'night') {
    const maskId = draw.nextId('moon');
    const offset = r * random.range(0.35, 0.55);
    draw.defs.push(
      `<mask id="${maskId}"><rect width="${W}" height="${H}" fill="#000"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/><circle cx="${n(x + offset)}" cy="${n(y - offset * 0.4)}" r="${n(r * 0.92)}" fill="#000"/></mask>`,
    );
    draw.body.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.sun}" mask="url(#${maskId})"/>`,
    );
  } else {
    draw.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.sun}"/>`);
  }
  return { x, y, r };
}

function drawClouds(draw: Draw, horizonY: number): void {
  const { random, palette } = draw;
  const filterId = draw.nextId('soft');
  draw.defs.push(
    `<filter id="${filterId}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>`,
  );
  const clouds: string[] = [];
  const count = random.int(3, 6);
  for (let index = 0; index < count; index += 1) {
    const cx = random.range(-60, W + 60);
    const cy = random.range(horizonY * 0.12, horizonY * 0.72);
    const width = random.range(140, 320) * (0.6 + cy / horizonY);
    const puffs: string[] = [];
    const puffCount = random.int(4, 7);
    for (let puff = 0; puff < puffCount; puff += 1) {
      const px = cx + (puff / (puffCount - 1) - 0.5) * width;
      const size = width * random.range(0.1, 0.2) * (1 - Math.abs(puff / (puffCount - 1) - 0.5));
      puffs.push(
        `<ellipse cx="${n(px)}" cy="${n(cy - size * 0.4)}" rx="${n(size * 1.6)}" ry="${n(size)}"/>`,
      );
    }
    puffs.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.55)}" ry="${n(width * 0.05 + 6)}"/>`,
    );
    clouds.push(`<g opacity="${f(random.range(0.35, 0.75))}">${puffs.join('')}</g>`);
  }
  draw.body.push(`<g fill="${palette.cloud}" filter="url(#${filterId})">${clouds.join('')}</g>`);
}

function drawBirds(draw: Draw, horizonY: number): void {
  const { random, palette } = draw;
  const cx = random.range(W * 0.15, W * 0.85);
  const cy = random.range(horizonY * 0.2, horizonY * 0.55);
  const birds: string[] = [];
  const count = random.int(4, 8);
  for (let index = 0; index < count; index += 1) {
    const x = cx + random.range(-110, 110);
    const y = cy + random.range(-50, 50);
    const s = random.range(6, 13);
    birds.push(
      `M${n(x - s)},${n(y - s * 0.35)}Q${n(x - s * 0.45)},${n(y - s * 0.7)} ${n(x)},${n(y)}Q${n(x + s * 0.45)},${n(y - s * 0.7)} ${n(x + s)},${n(y - s * 0.35)}`,
    );
  }
  draw.body.push(
    `<path d="${birds.join('')}" fill="none" stroke="${mix(palette.ink, palette.haze, 0.25)}" stroke-width="2.2" stroke-linecap="round" opacity="0.8"/>`,
  );
}

function drawMist(draw: Draw, y: number, height: number, opacity: number): void {
  const fill = verticalGradient(draw, [
    [0, draw.palette.haze, 0],
    [0.55, draw.palette.haze, opacity],
    [1, draw.palette.haze, 0],
  ]);
  draw.body.push(
    `<rect x="0" y="${n(y - height / 2)}" width="${W}" height="${n(height)}" fill="${fill}"/>`,
  );
}

function drawMountains(draw: Draw, baseY: number, reflectInto?: number): void {
  const { random, palette, features } = draw;
  const ridges: Array<{ depth: number; height: number; base: number }> = [
    { depth: 0.12, height: random.range(220, 290), base: baseY },
    { depth: 0.32, height: random.range(120, 170), base: baseY + 6 },
  ];
  for (const ridge of ridges) {
    const profile = ridgeProfile(random, ridge.base, ridge.height, random.range(0.5, 0.6));
    const colour = layerColour(draw, ridge.depth, landTints.rock);
    const shape = underProfile(profile, reflectInto === undefined ? H + 2 : ridge.base + 12);
    const fill = verticalGradient(draw, [
      [0, mix(colour, palette.haze, 0.15)],
      [1, mix(colour, palette.haze, 0.45)],
    ]);
    draw.body.push(`<path d="${shape}" fill="${fill}"/>`);
    if (features.snow) {
      const peak = Math.min(...profile.map(([, y]) => y));
      const snowLine = peak + (ridge.base - peak) * random.range(0.32, 0.45);
      const clipId = draw.nextId('ridge');
      draw.defs.push(`<clipPath id="${clipId}"><path d="${shape}"/></clipPath>`);
      const edge: Point[] = [];
      for (let x = -20; x <= W + 20; x += 18) edge.push([x, snowLine + random.range(-14, 14)]);
      const snow = polygon([[-20, peak - 20], ...edge, [W + 20, peak - 20]]);
      const snowColour = mix('#ffffff', palette.haze, palette.time === 'night' ? 0.55 : 0.2);
      draw.body.push(
        `<path d="${snow}" fill="${snowColour}" clip-path="url(#${clipId})" opacity="0.92"/>`,
      );
    }
    if (reflectInto !== undefined) {
      draw.body.push(
        `<path d="${shape}" fill="${colour}" opacity="0.22" transform="translate(0 ${n(reflectInto * 2)}) scale(1 -1)"/>`,
      );
    }
  }
}

function drawLayer(draw: Draw, profile: Point[], depth: number, tint?: string): void {
  const { palette } = draw;
  const colour = layerColour(draw, depth, tint);
  // Low sun catches the tops of the land.
  const rim = palette.time === 'dawn' || palette.time === 'dusk' ? 0.16 : 0.05;
  const fill = verticalGradient(draw, [
    [0, mix(colour, palette.glow, rim)],
    [0.35, colour],
    [1, mix(colour, palette.ink, 0.35)],
  ]);
  draw.body.push(`<path d="${underProfile(profile)}" fill="${fill}"/>`);
}

function drawDunes(draw: Draw, profile: Point[], depth: number): void {
  const { palette } = draw;
  const lit = mix(layerColour(draw, depth, landTints.sand), palette.glow, 0.18);
  const shade = mix(lit, palette.ink, 0.28);
  const shape = underProfile(profile);
  const clipId = draw.nextId('dune');
  draw.defs.push(`<clipPath id="${clipId}"><path d="${shape}"/></clipPath>`);
  draw.body.push(`<path d="${shape}" fill="${lit}"/>`);
  // Each lee face, from a crest down to the next hollow, lies in shade.
  const shadows: string[] = [];
  for (let index = 1; index < profile.length - 1; index += 1) {
    const [x, y] = profile[index]!;
    const [, before] = profile[index - 1]!;
    const [, after] = profile[index + 1]!;
    if (!(y < before && y <= after)) continue;
    let valley = index;
    while (valley < profile.length - 1 && profile[valley + 1]![1] >= profile[valley]![1]) {
      valley += 1;
    }
    const [valleyX, valleyY] = profile[valley]!;
    const face = profile.slice(index, valley + 1).reverse();
    shadows.push(
      `M${n(x)},${n(y)}Q${n(x + 10)},${n(y + 70)} ${n(x + 60)},${n(valleyY + 50)}` +
        `L${n(valleyX + 30)},${n(valleyY + 40)}` +
        face.map(([px, py]) => `L${n(px)},${n(py)}`).join('') +
        'Z',
    );
  }
  const blurId = draw.nextId('shade');
  draw.defs.push(
    `<filter id="${blurId}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="10"/></filter>`,
  );
  // Blurred inside, clipped to the dune: soft shading, crisp silhouette.
  draw.body.push(
    `<g clip-path="url(#${clipId})"><path d="${shadows.join('')}" fill="${shade}" opacity="0.4" filter="url(#${blurId})"/></g>`,
  );
}

function drawWater(draw: Draw, horizonY: number, sun: Celestial): void {
  const { random, palette, features } = draw;
  const far = mix(palette.sky[3], palette.water, 0.35);
  const near = mix(palette.water, palette.ink, 0.45);
  const fill = verticalGradient(draw, [
    [0, far],
    [0.35, mix(far, near, 0.5)],
    [1, near],
  ]);
  draw.body.push(
    `<rect x="0" y="${n(horizonY)}" width="${W}" height="${n(H - horizonY)}" fill="${fill}"/>`,
  );
  draw.body.push(
    `<rect x="0" y="${n(horizonY - 1)}" width="${W}" height="2" fill="${palette.glow}" opacity="0.5"/>`,
  );
  const glints: string[] = [];
  for (let row = 0; row < 26; row += 1) {
    const t = row / 26;
    const y = horizonY + 6 + t * t * (H - horizonY) * 0.9;
    const spread = sun.r * (0.8 + t * 2.4);
    const width = random.range(0.3, 1) * spread;
    const x = sun.x + random.range(-0.5, 0.5) * spread;
    glints.push(
      `<rect x="${n(x - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(2 + t * 4)}" rx="${n(1 + t * 2)}"/>`,
    );
  }
  draw.body.push(
    `<g fill="${palette.sun}" opacity="${palette.time === 'noon' ? 0.45 : 0.6}">${glints.join('')}</g>`,
  );
  const waves: string[] = [];
  const waveCount = features.sea ? 46 : 16;
  for (let index = 0; index < waveCount; index += 1) {
    const t = random.next();
    const y = horizonY + 10 + t * t * (H - horizonY - 10);
    const x = random.range(-20, W);
    const size = 8 + t * (features.sea ? 40 : 24);
    waves.push(
      features.sea
        ? `M${n(x)},${n(y)}q${n(size / 4)},${n(-size / 6)} ${n(size / 2)},0t${n(size / 2)},0`
        : `M${n(x)},${n(y)}h${n(size * 2.5)}`,
    );
  }
  draw.body.push(
    `<path d="${waves.join('')}" fill="none" stroke="${mix(palette.sky[3], '#ffffff', 0.4)}" stroke-width="1.6" stroke-linecap="round" opacity="0.35"/>`,
  );
}

function drawHeadland(draw: Draw, horizonY: number): void {
  const { random } = draw;
  const left = random.chance(0.5);
  const width = random.range(260, 420);
  const height = random.range(40, 80);
  const points: Point[] = [];
  for (let step = 0; step <= 24; step += 1) {
    const t = step / 24;
    const x = left ? -20 + t * width : W + 20 - t * width;
    const y = horizonY - height * Math.sin(Math.min(1, (1 - t) * 1.6) * (Math.PI / 2)) ** 0.8;
    points.push([x, y + random.range(-2, 2)]);
  }
  points.push([left ? width : W - width, horizonY]);
  draw.body.push(
    `<path d="${polygon([[left ? -20 : W + 20, horizonY + 2], ...points])}" fill="${layerColour(draw, 0.25, landTints.green)}"/>`,
  );
}

/** A landmark in its own units: its outline, its openings, and anything with its own colours. */
type Landmark = { shape: string; detail: string; extra?: string };

/* Landmarks are drawn in their own units, standing on y = 0, then placed and scaled. */

function onionDome(cx: number, base: number, r: number): string {
  return (
    `M${n(cx - r)},${n(base)}C${n(cx - r * 1.08)},${n(base - r * 0.95)} ${n(cx - r * 0.3)},${n(base - r * 1.25)} ${n(cx)},${n(base - r * 1.95)}` +
    `C${n(cx + r * 0.3)},${n(base - r * 1.25)} ${n(cx + r * 1.08)},${n(base - r * 0.95)} ${n(cx + r)},${n(base)}Z` +
    `M${n(cx - 1.2)},${n(base - r * 1.9)}h2.4v${n(-r * 0.45)}h-2.4Z`
  );
}

function chhatri(cx: number, base: number, r: number): string {
  return (
    `M${n(cx - r * 1.1)},${n(base)}h${n(r * 2.2)}v${n(-r * 0.25)}h${n(-r * 2.2)}Z` +
    `M${n(cx - r * 0.9)},${n(base - r * 0.25)}h${n(r * 0.22)}v${n(-r * 0.9)}h${n(-r * 0.22)}Z` +
    `M${n(cx + r * 0.68)},${n(base - r * 0.25)}h${n(r * 0.22)}v${n(-r * 0.9)}h${n(-r * 0.22)}Z` +
    `M${n(cx - r * 1.15)},${n(base - r * 1.15)}h${n(r * 2.3)}v${n(-r * 0.18)}h${n(-r * 2.3)}Z` +
    onionDome(cx, base - r * 1.33, r * 0.85)
  );
}

function minaret(cx: number, height: number, width: number): string {
  const parts = [
    polygon([
      [cx - width / 2, 0],
      [cx - width * 0.38, -height],
      [cx + width * 0.38, -height],
      [cx + width / 2, 0],
    ]),
  ];
  for (const level of [0.38, 0.68, 0.98]) {
    parts.push(
      `M${n(cx - width * 0.75)},${n(-height * level)}h${n(width * 1.5)}v-5h${n(-width * 1.5)}Z`,
    );
  }
  parts.push(chhatri(cx, -height, width * 0.55));
  return parts.join('');
}

function mughalTomb(): Landmark {
  const shape = [
    'M-235,0h470v-24h-470Z',
    minaret(-205, 250, 20),
    minaret(205, 250, 20),
    'M-125,-24h250v-120l-12,-8h-226l-12,8Z',
    'M-56,-152h112v-30h-112Z',
    onionDome(0, -182, 72),
    chhatri(-96, -152, 17),
    chhatri(96, -152, 17),
  ].join('');
  const arch = (cx: number, bottom: number, width: number, height: number) =>
    `M${n(cx - width / 2)},${n(bottom)}v${n(-height + width * 0.6)}Q${n(cx)},${n(bottom - height - width * 0.2)} ${n(cx + width / 2)},${n(bottom - height + width * 0.6)}V${n(bottom)}Z`;
  const detail = [
    arch(0, -24, 68, 100),
    arch(-88, -24, 34, 44),
    arch(88, -24, 34, 44),
    arch(-88, -84, 34, 44),
    arch(88, -84, 34, 44),
  ].join('');
  return { shape, detail };
}

function bullet(cx: number, base: number, width: number, height: number): string {
  const left = cx - width / 2;
  const right = cx + width / 2;
  return (
    `M${n(left)},${n(base)}L${n(left)},${n(base - height * 0.28)}` +
    `C${n(left)},${n(base - height * 0.72)} ${n(cx - width * 0.27)},${n(base - height * 0.96)} ${n(cx - width * 0.16)},${n(base - height)}` +
    `L${n(cx + width * 0.16)},${n(base - height)}` +
    `C${n(cx + width * 0.27)},${n(base - height * 0.96)} ${n(right)},${n(base - height * 0.72)} ${n(right)},${n(base - height * 0.28)}` +
    `L${n(right)},${n(base)}Z`
  );
}

function stepRoof(cx: number, base: number, width: number, height: number, tiers: number): string {
  const parts: string[] = [];
  for (let tier = 0; tier < tiers; tier += 1) {
    const w = width * (1 - tier / tiers);
    const y = base - (height * tier) / tiers;
    parts.push(
      polygon([
        [cx - w / 2, y],
        [cx - w * 0.42, y - height / tiers],
        [cx + w * 0.42, y - height / tiers],
        [cx + w / 2, y],
      ]),
    );
  }
  parts.push(`M${n(cx - 6)},${n(base - height)}h12l-6,-14Z`);
  return parts.join('');
}

function shikharaTemple(flag: string): Landmark {
  const towerX = 40;
  const shape = [
    'M-170,0h330v-18h-330Z',
    'M-150,-18h110v-56h-110Z',
    stepRoof(-95, -74, 130, 62, 4),
    'M-40,-18h60v-44h-60Z',
    stepRoof(-10, -62, 80, 40, 3),
    bullet(towerX - 64, -18, 56, 150),
    bullet(towerX + 64, -18, 56, 150),
    bullet(towerX, -18, 124, 272),
    `M${towerX - 30},-292a30,9 0 1,0 60,0a30,9 0 1,0 -60,0Z`,
    onionDome(towerX, -299, 11),
    `M${towerX - 1.5},-318h3v-40h-3Z`,
  ].join('');
  const bands: string[] = [];
  for (let level = 1; level <= 9; level += 1) {
    const y = -18 - level * 26;
    const half = 62 * (level < 6 ? 1 : 1 - (level - 5) * 0.12);
    bands.push(`M${n(towerX - half)},${n(y)}h${n(half * 2)}v3h${n(-half * 2)}Z`);
  }
  const detail = bands.join('') + 'M-120,-18v-30q15,-18 30,0v30Z';
  const extra = `<path d="M${towerX + 1.5},-357l34,8l-34,10Z" fill="${flag}"/>`;
  return { shape, detail, extra };
}

function gopuramTemple(): Landmark {
  const parts = ['M-130,0h260v-14h-260Z', 'M-90,-14h180v-64h-180Z'];
  const niches: string[] = ['M-18,-14v-40q18,-20 36,0v40Z'];
  let y = -78;
  const tiers = 7;
  for (let tier = 0; tier < tiers; tier += 1) {
    const bottom = 176 - tier * 15;
    const top = bottom - 13;
    parts.push(`M${n(-bottom / 2 - 5)},${n(y)}h${n(bottom + 10)}v-6h${n(-bottom - 10)}Z`);
    parts.push(
      polygon([
        [-bottom / 2, y - 6],
        [-top / 2, y - 34],
        [top / 2, y - 34],
        [bottom / 2, y - 6],
      ]),
    );
    for (let niche = -2; niche <= 2; niche += 1) {
      const x = (niche * top) / 5.5;
      niches.push(`M${n(x - 4)},${n(y - 10)}h8v-16q-4,-5 -8,0Z`);
    }
    y -= 34;
  }
  parts.push(`M-52,${n(y)}v-14q0,-32 52,-32q52,0 52,32v14Z`);
  for (let finial = -2; finial <= 2; finial += 1) {
    parts.push(onionDome(finial * 19, y - 42 + Math.abs(finial) * 4, 5));
  }
  return { shape: parts.join(''), detail: niches.join('') };
}

function stupaTemple(flags: string[]): Landmark {
  const shape = [
    'M-125,0h250v-14h-250Z',
    'M-104,-14h208v-14h-208Z',
    'M-88,-28h176v-12h-176Z',
    'M-82,-40A82,78 0 0,1 82,-40Z',
    'M-18,-114h36v-24h-36Z',
    polygon([
      [-15, -138],
      [-5, -212],
      [5, -212],
      [15, -138],
    ]),
    'M-16,-214a16,5 0 1,0 32,0a16,5 0 1,0 -32,0Z',
    onionDome(0, -218, 5),
  ].join('');
  const rings: string[] = [];
  for (let ring = 0; ring < 9; ring += 1) {
    const y = -144 - ring * 7.5;
    const half = 14 - ring * 1.05;
    rings.push(`M${n(-half)},${n(y)}h${n(half * 2)}v-2h${n(-half * 2)}Z`);
  }
  const detail = rings.join('') + 'M-11,-128q5,-4 10,0q-5,3 -10,0ZM1,-128q5,-4 10,0q-5,3 -10,0Z';
  const strings: string[] = [];
  const pennants: string[] = [];
  for (const side of [-1, 1]) {
    const end: Point = [side * 300, -6];
    const start: Point = [0, -205];
    const control: Point = [side * 140, -70];
    strings.push(`M0,-205Q${n(control[0])},${n(control[1])} ${n(end[0])},${n(end[1])}`);
    for (let index = 1; index < 15; index += 1) {
      const t = index / 15;
      const x = (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0];
      const y = (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1];
      pennants.push(
        `<path d="M${n(x - 5)},${n(y)}h10v13h-10Z" fill="${flags[index % flags.length]}"/>`,
      );
    }
  }
  const extra = `<path d="${strings.join('')}" fill="none" stroke="currentColor" stroke-width="1.2"/>${pennants.join('')}`;
  return { shape, detail, extra };
}

function pagodaTemple(): Landmark {
  const parts = ['M-120,0h240v-12h-240Z', 'M-100,-12h200v-10h-200Z'];
  let y = -22;
  const tiers = 4;
  for (let tier = 0; tier < tiers; tier += 1) {
    const body = 118 - tier * 22;
    const roof = body + 86 - tier * 8;
    const bodyHeight = tier === 0 ? 46 : 28;
    parts.push(`M${n(-body / 2)},${n(y)}h${n(body)}v${n(-bodyHeight)}h${n(-body)}Z`);
    y -= bodyHeight;
    const half = roof / 2;
    parts.push(
      `M${n(-half - 10)},${n(y - 16)}Q${n(-half + 14)},${n(y - 2)} ${n(-half + 36)},${n(y)}` +
        `L${n(half - 36)},${n(y)}Q${n(half - 14)},${n(y - 2)} ${n(half + 10)},${n(y - 16)}` +
        `Q${n(half * 0.45)},${n(y - 18)} ${n(half * 0.3)},${n(y - 34)}L${n(-half * 0.3)},${n(y - 34)}` +
        `Q${n(-half * 0.45)},${n(y - 18)} ${n(-half - 10)},${n(y - 16)}Z`,
    );
    y -= 34;
  }
  parts.push(`M-3,${n(y)}h6v-50h-6Z`);
  for (let ring = 0; ring < 6; ring += 1) {
    parts.push(`M-9,${n(y - 6 - ring * 7)}h18v-3h-18Z`);
  }
  parts.push(onionDome(0, y - 50, 6));
  const detail = 'M-40,-22h18v-30h-18ZM-9,-22h18v-34h-18ZM22,-22h18v-30h-18Z';
  return { shape: parts.join(''), detail };
}

function palace(random: Random): Landmark {
  const parts = ['M-230,0h460v-86h-460Z', 'M-160,-86h320v-54h-320Z', 'M-70,-140h140v-34h-140Z'];
  for (const x of [-215, 215, -150, 150])
    parts.push(chhatri(x, x === 215 || x === -215 ? -86 : -140, 18));
  parts.push(chhatri(0, -174, 26));
  for (const x of [-52, 52]) parts.push(chhatri(x, -174, 14));
  const windows: string[] = [];
  for (const [row, top, span] of [
    [0, -22, 210],
    [1, -54, 210],
    [2, -104, 145],
  ] as const) {
    for (let x = -span + 14; x <= span - 14; x += row === 2 ? 26 : 24) {
      if (random.chance(0.92)) windows.push(`M${n(x - 6)},${top}v-14q6,-8 12,0v14Z`);
    }
  }
  return { shape: parts.join(''), detail: windows.join('') };
}

function landmarkFor(draw: Draw, kind: TempleKind | 'domes' | 'palace'): Landmark {
  const { palette, random } = draw;
  const saffron = mix('#ff8c1a', palette.ink, palette.time === 'night' ? 0.55 : 0.2);
  switch (kind) {
    case 'domes':
      return mughalTomb();
    case 'shikhara':
      return shikharaTemple(saffron);
    case 'gopuram':
      return gopuramTemple();
    case 'stupa':
      return stupaTemple(
        ['#3b6fd8', '#f4f4f4', '#d83b3b', '#3bb36b', '#f2c53b'].map((colour) =>
          mix(colour, palette.haze, palette.time === 'night' ? 0.6 : 0.3),
        ),
      );
    case 'pagoda':
      return pagodaTemple();
    case 'palace':
      return palace(random);
  }
}

/** Places a landmark; at dusk and night its openings glow like lit lamps. */
function placeLandmark(
  draw: Draw,
  landmark: Landmark,
  x: number,
  base: number,
  scale: number,
  depth: number,
  reflectAt?: number,
): void {
  const { palette } = draw;
  const colour = layerColour(draw, depth);
  const lit = palette.time === 'dusk' || palette.time === 'night';
  const detailColour = lit ? palette.light : mix(colour, palette.haze, 0.35);
  const group = `<path d="${landmark.shape}"/><path d="${landmark.detail}" fill="${detailColour}" opacity="${lit ? 0.85 : 0.6}"/>${landmark.extra ?? ''}`;
  draw.body.push(
    `<g fill="${colour}" color="${colour}" transform="translate(${n(x)} ${n(base)}) scale(${f(scale)})">${group}</g>`,
  );
  if (reflectAt !== undefined) {
    draw.body.push(
      `<g fill="${colour}" color="${colour}" opacity="0.25" transform="translate(${n(x)} ${n(2 * reflectAt - base)}) scale(${f(scale)} ${f(-scale)})">${group}</g>`,
    );
  }
}

function drawSkyline(draw: Draw, from: number, to: number, base: number, depth: number): void {
  const { random, palette, features } = draw;
  const lit = palette.time !== 'noon';
  for (const [layer, layerDepth] of [
    [0, depth - 0.18],
    [1, depth],
  ] as const) {
    const colour = layerColour(draw, layerDepth);
    const shapes: string[] = [];
    const windows: string[] = [];
    const centre = (from + to) / 2;
    let x = from + random.range(-10, 10);
    while (x < to) {
      const width = random.range(26, 64);
      const closeness = 1 - Math.min(1, Math.abs(x - centre) / ((to - from) / 2));
      const height =
        (random.range(40, 120) + closeness * random.range(40, 170)) * (layer === 0 ? 1.15 : 0.8);
      const top = base - height;
      shapes.push(`M${n(x)},${n(base + 4)}V${n(top)}h${n(width)}V${n(base + 4)}Z`);
      const roof = random.next();
      if (roof < 0.2) {
        shapes.push(`M${n(x + width / 2 - 1.5)},${n(top)}h3v${n(-random.range(20, 60))}h-3Z`);
      } else if (roof < 0.35) {
        shapes.push(
          `M${n(x + width * 0.2)},${n(top)}h${n(width * 0.6)}v${n(-height * 0.12)}h${n(-width * 0.6)}Z`,
        );
      } else if (roof < 0.45 && features.domes) {
        shapes.push(onionDome(x + width / 2, top, width * 0.35));
      } else if (roof < 0.52) {
        shapes.push(
          polygon([
            [x, top],
            [x + width, top - width * 0.5],
            [x + width, top],
          ]),
        );
      }
      if (layer === 1) {
        for (let wy = top + 10; wy < base - 8; wy += 14) {
          for (let wx = x + 6; wx < x + width - 8; wx += 11) {
            if (random.chance(lit ? 0.28 : 0.5)) windows.push(`M${n(wx)},${n(wy)}h4v6h-4Z`);
          }
        }
      }
      x += width + random.range(-4, 6);
    }
    draw.body.push(`<path d="${shapes.join('')}" fill="${colour}"/>`);
    if (windows.length > 0) {
      draw.body.push(
        `<path d="${windows.join('')}" fill="${lit ? palette.light : mix(colour, palette.haze, 0.3)}" opacity="${lit ? 0.8 : 0.45}"/>`,
      );
    }
  }
}

/** A hill fort: a mound crowned by crenellated walls, round bastions and a palace. */
function drawFort(draw: Draw, cx: number, land: Point[], depth: number): void {
  const { random, palette } = draw;
  const earth = layerColour(draw, depth, landTints.green);
  const stone = mix(layerColour(draw, depth - 0.06, landTints.sand), palette.glow, 0.1);
  const width = random.range(520, 680);
  const height = random.range(120, 160);
  // The hill rises from the land in front of it; that land, drawn next, hides its foot.
  const mound: Point[] = [];
  const underside: Point[] = [];
  for (let x = cx - width; x <= cx + width; x += 10) {
    const t = (x - cx) / width;
    const ground = profileY(land, x);
    mound.push([x, ground - height * Math.exp(-((t * 2.2) ** 2)) + random.range(-1, 1)]);
    underside.unshift([x, ground + 60]);
  }
  const moundFill = verticalGradient(draw, [
    [0, mix(earth, palette.glow, 0.08)],
    [1, earth],
  ]);
  draw.body.push(`<path d="${polygon([...mound, ...underside])}" fill="${moundFill}"/>`);
  // Walls run round the upper slopes only, so the hill still shows beneath them.
  const reach = width * 0.42;
  const wallHeight = 30;
  const top: Point[] = [];
  const foot: Point[] = [];
  let up = true;
  for (let x = cx - reach; x <= cx + reach; x += 8) {
    const ground = profileY(mound, x);
    const y = ground - wallHeight - (up ? 7 : 0);
    top.push([x, y], [x + 8, y]);
    foot.unshift([x + 8, profileY(mound, x + 8) + 16], [x, ground + 16]);
    up = !up;
  }
  const shapes = [polygon([...top, ...foot])];
  for (let x = cx - reach + 14; x < cx + reach - 10; x += random.range(70, 110)) {
    const ground = profileY(mound, x);
    const towerTop = ground - wallHeight - 22;
    shapes.push(
      `M${n(x - 17)},${n(ground + 16)}L${n(x - 15)},${n(towerTop + 6)}h4v-7h6v7h10v-7h6v7h4L${n(x + 17)},${n(ground + 16)}Z`,
    );
  }
  draw.body.push(`<path d="${shapes.join('')}" fill="${stone}"/>`);
  placeLandmark(
    draw,
    palace(random),
    cx,
    profileY(mound, cx) - wallHeight + 10,
    0.42,
    depth - 0.04,
  );
}

/** One camel facing right, standing on y = 0, about 60 units long. */
const CAMEL =
  'M-22,-26Q-19,-42 -8,-40Q0,-52 9,-41Q17,-39 20,-29L20,-23L-22,-22Z' +
  'M17,-31Q27,-33 29,-45L35,-48L39,-44L34,-41Q31,-28 21,-23Z' +
  'M-19,-24h3.4v24h-3.4ZM-12,-24h3.4v24h-3.4ZM9,-24h3.4v24h-3.4ZM15,-24h3.4v24h-3.4Z' +
  'M-22,-26q-5,4 -4,11h1.6q0,-6 3.4,-9Z';

/** A caravan walking along a dune crest line. */
function drawCaravan(draw: Draw, profile: Point[], depth: number): void {
  const { random } = draw;
  const start = random.range(W * 0.15, W * 0.55);
  const scale = random.range(0.8, 1.1);
  const camels: string[] = [];
  const count = random.int(3, 5);
  for (let index = 0; index < count; index += 1) {
    const x = start + index * 62 * scale;
    camels.push(
      `<path d="${CAMEL}" transform="translate(${n(x)} ${n(profileY(profile, x) + 3)}) scale(${f(scale)})"/>`,
    );
  }
  draw.body.push(`<g fill="${layerColour(draw, depth)}">${camels.join('')}</g>`);
}

function drawPalm(draw: Draw, x: number, base: number, height: number, lean: number): void {
  const { random } = draw;
  const colour = layerColour(draw, 1, landTints.green);
  const crown: Point = [x + lean, base - height];
  const control: Point = [x + lean * 0.1, base - height * 0.55];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let step = 0; step <= 16; step += 1) {
    const t = step / 16;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * control[0] + t * t * crown[0];
    const py = (1 - t) ** 2 * base + 2 * (1 - t) * t * control[1] + t * t * crown[1];
    const half = 9 - t * 4.5;
    left.push([px - half, py]);
    right.unshift([px + half, py]);
  }
  const parts = [polygon([...left, ...right])];
  const fronds = random.int(8, 11);
  const leaflets: string[] = [];
  for (let index = 0; index < fronds; index += 1) {
    const angle = -Math.PI + (Math.PI * (index + 0.5)) / fronds + random.range(-0.2, 0.2);
    const length = height * random.range(0.32, 0.46);
    const droop = length * (0.35 + 0.35 * Math.abs(Math.cos(angle)));
    const tip: Point = [
      crown[0] + Math.cos(angle) * length,
      crown[1] + Math.sin(angle) * length * 0.55 + droop,
    ];
    const mid: Point = [
      crown[0] + Math.cos(angle) * length * 0.55,
      crown[1] + Math.sin(angle) * length * 0.55 - length * 0.12,
    ];
    const normal = Math.cos(angle) >= 0 ? 1 : -1;
    parts.push(
      `M${n(crown[0])},${n(crown[1])}Q${n(mid[0])},${n(mid[1] - 5)} ${n(tip[0])},${n(tip[1])}Q${n(mid[0] + normal * 2)},${n(mid[1] + 8)} ${n(crown[0])},${n(crown[1] + 4)}Z`,
    );
    for (let leaf = 1; leaf < 13; leaf += 1) {
      const t = leaf / 13;
      const px = (1 - t) ** 2 * crown[0] + 2 * (1 - t) * t * mid[0] + t * t * tip[0];
      const py = (1 - t) ** 2 * crown[1] + 2 * (1 - t) * t * mid[1] + t * t * tip[1];
      const size = length * 0.2 * Math.sin(t * Math.PI) + 3;
      const dx = Math.cos(angle) * size * 0.45;
      leaflets.push(`M${n(px)},${n(py)}l${n(dx - size * 0.25)},${n(size)}`);
      leaflets.push(`M${n(px)},${n(py)}l${n(dx + size * 0.25)},${n(size * 0.9)}`);
    }
  }
  parts.push(`M${n(crown[0])},${n(crown[1] + 6)}m-7,0a7,7 0 1,0 14,0a7,7 0 1,0 -14,0`);
  draw.body.push(
    `<g fill="${colour}"><path d="${parts.join('')}"/><path d="${leaflets.join('')}" fill="none" stroke="${colour}" stroke-width="2.6" stroke-linecap="round"/></g>`,
  );
}

function pine(x: number, base: number, height: number): string {
  const width = height * 0.42;
  const points: Point[] = [[x, base - height]];
  const tiers = 4;
  for (let tier = 1; tier <= tiers; tier += 1) {
    const t = tier / tiers;
    const y = base - height + height * 0.86 * t;
    points.push([x + (width / 2) * t, y], [x + (width / 2) * t * 0.55, y - height * 0.05]);
  }
  const right = points.slice(1, -1);
  const left = right.map(([px, py]) => [2 * x - px, py] as Point).reverse();
  return (
    polygon([
      [x, base - height],
      ...right,
      [x + width / 2, base - height * 0.14],
      [x - width / 2, base - height * 0.14],
      ...left,
    ]) +
    `M${n(x - height * 0.03)},${n(base - height * 0.15)}h${n(height * 0.06)}V${n(base + 4)}h${n(-height * 0.06)}Z`
  );
}

function roundTree(random: Random, x: number, base: number, height: number): string {
  const parts = [
    `M${n(x - height * 0.03)},${n(base + 4)}V${n(base - height * 0.5)}h${n(height * 0.06)}V${n(base + 4)}Z`,
  ];
  const puffs = random.int(3, 5);
  for (let index = 0; index < puffs; index += 1) {
    const r = height * random.range(0.18, 0.28);
    const cx = x + random.range(-0.25, 0.25) * height;
    const cy = base - height * random.range(0.55, 0.82);
    parts.push(
      `M${n(cx - r)},${n(cy)}a${n(r)},${n(r)} 0 1,0 ${n(r * 2)},0a${n(r)},${n(r)} 0 1,0 ${n(-r * 2)},0`,
    );
  }
  return parts.join('');
}

function drawForest(
  draw: Draw,
  ground: Point[],
  depth: number,
  size: number,
  gap: [number, number],
): void {
  const { random, features } = draw;
  const pines = features.mountains || features.snow || random.chance(0.3);
  const shapes: string[] = [];
  // Trunks stand in a band of undergrowth, so the trees read as one wood, not a row of sticks.
  const band: Point[] = [];
  for (let x = -20; x <= W + 20; x += 10) {
    const outside = x < gap[0] ? gap[0] - x : x > gap[1] ? x - gap[1] : 0;
    band.push([x, profileY(ground, x) + 6 - size * 0.22 * Math.min(1, outside / 80)]);
  }
  shapes.push(underProfile(band));
  for (let x = -20; x < W + 20; x += size * random.range(pines ? 0.16 : 0.22, pines ? 0.3 : 0.36)) {
    if (x > gap[0] && x < gap[1] && random.chance(0.9)) continue;
    const base = profileY(ground, x) + 6;
    const height = size * random.range(0.6, 1.15);
    shapes.push(pines ? pine(x, base, height) : roundTree(random, x, base, height * 0.85));
  }
  draw.body.push(
    `<path d="${shapes.join('')}" fill="${layerColour(draw, depth, landTints.green)}"/>`,
  );
}

/** A few near trees at one edge frame the view and give the foreground a scale. */
function drawTreeCluster(draw: Draw, ground: Point[]): void {
  const { random, features } = draw;
  const left = random.chance(0.5);
  const pines = features.mountains || features.snow;
  const shapes: string[] = [];
  const count = random.int(2, 4);
  for (let index = 0; index < count; index += 1) {
    const x = left ? random.range(-30, W * 0.16) : random.range(W * 0.84, W + 30);
    const height = random.range(150, 270);
    shapes.push(
      pines
        ? pine(x, profileY(ground, x) + 8, height)
        : roundTree(random, x, profileY(ground, x) + 8, height),
    );
  }
  draw.body.push(`<path d="${shapes.join('')}" fill="${layerColour(draw, 1, landTints.green)}"/>`);
}

function drawBeach(draw: Draw): Point[] {
  const { random, palette } = draw;
  const left = random.chance(0.5);
  const profile: Point[] = [];
  for (let x = -20; x <= W + 20; x += 20) {
    const t = (left ? x : W - x) / W;
    profile.push([x, H * 0.8 + t * t * H * 0.22 + Math.sin(x / 70) * 3]);
  }
  const sand = mix(
    mix('#f0d4a0', palette.haze, 0.35),
    palette.ink,
    palette.time === 'night' ? 0.6 : 0.15,
  );
  draw.body.push(`<path d="${underProfile(profile)}" fill="${sand}"/>`);
  draw.body.push(
    `<path d="M${profile.map(([x, y]) => `${n(x)},${n(y - 2)}`).join('L')}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.45"/>`,
  );
  return profile;
}

function drawVignette(draw: Draw): void {
  const id = draw.nextId('vignette');
  draw.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="${draw.palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${draw.palette.ink}" stop-opacity="0.45"/></radialGradient>`,
  );
  draw.body.push(`<rect width="${W}" height="${H}" fill="url(#${id})"/>`);
}

/**
 * A layered landscape for a destination, the same for the same seed and features: sky and
 * sun or moon for the palette the seed picks, then far to near silhouettes, fading into the
 * haze with distance. No text: fonts are not reliably available to the renderer.
 */
export function buildArtSvg(
  seed: number,
  features: SceneFeatures,
  size: { width: number; height: number },
): string {
  const random = createRandom(seed);
  const palette = pickPalette(random);
  let counter = 0;
  const draw: Draw = {
    random,
    palette,
    features,
    defs: [],
    body: [],
    nextId: (prefix) => `${prefix}${(counter += 1)}`,
  };
  const water = features.sea || features.lake;
  const horizonY = water ? random.range(H * 0.58, H * 0.64) : random.range(H * 0.56, H * 0.62);

  drawSky(draw, horizonY);
  if (palette.time === 'night') drawStars(draw, horizonY);
  const sun = drawSunOrMoon(draw, horizonY);
  drawClouds(draw, horizonY);

  if (features.mountains)
    drawMountains(draw, horizonY + (water ? 0 : 40), water ? horizonY : undefined);
  if (features.desert) drawDunes(draw, duneProfile(random, horizonY + 20, 80), 0.15);
  if (features.hills && !features.mountains) {
    drawLayer(
      draw,
      hillProfile(random, horizonY + (water ? 2 : 10), water ? 70 : 110),
      0.2,
      landTints.green,
    );
  }
  if (!water && !features.mountains && !features.desert && !features.hills) {
    drawLayer(draw, hillProfile(random, horizonY + 8, 46), 0.1, landTints.green);
  }
  drawMist(draw, horizonY, 120, palette.time === 'noon' ? 0.35 : 0.5);

  const landmarkX = random.chance(0.5)
    ? random.range(W * 0.3, W * 0.45)
    : random.range(W * 0.55, W * 0.7);
  const templeLandmark = features.temple ? landmarkFor(draw, features.temple) : undefined;
  const domeLandmark = features.domes ? landmarkFor(draw, 'domes') : undefined;
  const secondX = landmarkX < W / 2 ? landmarkX + W * 0.3 : landmarkX - W * 0.3;

  if (water) {
    drawWater(draw, horizonY, sun);
    if (!features.mountains && !features.hills && !features.city) drawHeadland(draw, horizonY);
    if (features.city) {
      const from = random.range(-20, W * 0.2);
      drawSkyline(draw, from, from + random.range(W * 0.5, W * 0.8), horizonY + 2, 0.4);
    }
    if (features.fort)
      placeLandmark(draw, palace(random), landmarkX, horizonY + 4, 0.62, 0.45, horizonY);
    const first = templeLandmark ?? domeLandmark;
    const second = templeLandmark ? domeLandmark : undefined;
    if (first) {
      const x = features.fort ? secondX : landmarkX;
      placeLandmark(draw, first, x, horizonY + 4, 0.55, 0.45, horizonY);
    }
    if (second) placeLandmark(draw, second, secondX, horizonY + 4, 0.45, 0.4, horizonY);
  }

  let ground: Point[];
  if (features.sea && !features.city) {
    ground = drawBeach(draw);
  } else if (water) {
    ground = hillProfile(random, H * 0.97, 50);
    drawLayer(draw, ground, 0.95, landTints.green);
  } else {
    const midBase = horizonY + random.range(70, 100);
    const mid = features.desert
      ? duneProfile(random, midBase, 110)
      : hillProfile(random, midBase, 90);
    // The fort's hill stands behind this land, which hides where the hill meets it.
    if (features.fort) drawFort(draw, landmarkX, mid, 0.46);
    if (features.desert) drawDunes(draw, mid, 0.45);
    else drawLayer(draw, mid, 0.5, features.mountains ? landTints.rock : landTints.green);
    if (features.desert && !features.city && !features.fort) drawCaravan(draw, mid, 0.7);
    if (features.city)
      drawSkyline(
        draw,
        random.range(-20, 200),
        random.range(W - 200, W + 20),
        profileY(mid, W / 2) + 10,
        0.62,
      );
    if (features.forest) drawForest(draw, mid, 0.62, 70, [landmarkX - 220, landmarkX + 220]);
    const landmarkBase = (x: number) => Math.max(profileY(mid, x - 60), profileY(mid, x + 60)) + 8;
    const first = templeLandmark ?? domeLandmark;
    const second = templeLandmark ? domeLandmark : undefined;
    if (first) {
      const x = features.fort ? secondX : landmarkX;
      placeLandmark(draw, first, x, landmarkBase(x), features.fort ? 0.55 : 0.85, 0.72);
    }
    if (second) placeLandmark(draw, second, secondX, landmarkBase(secondX), 0.55, 0.66);
    ground = features.desert
      ? duneProfile(random, H * 0.98, 90)
      : hillProfile(random, H * 0.94, 60);
    if (features.desert) drawDunes(draw, ground, 0.85);
    else drawLayer(draw, ground, 0.92, landTints.green);
  }

  if (features.forest) drawForest(draw, ground, 1, 150, [W * 0.25, W * 0.75]);
  else if (!features.palms && !features.desert && !features.sea) drawTreeCluster(draw, ground);
  if (features.palms) {
    const side = random.chance(0.5) ? 1 : -1;
    const baseX = side > 0 ? random.range(W * 0.78, W * 0.92) : random.range(W * 0.08, W * 0.22);
    const count = random.int(2, 3);
    for (let index = 0; index < count; index += 1) {
      const x = baseX + side * index * random.range(40, 90);
      drawPalm(
        draw,
        x,
        profileY(ground, x) + 10,
        random.range(260, 420) - index * 50,
        -side * random.range(30, 110),
      );
    }
    if (random.chance(0.6)) {
      const x = side > 0 ? random.range(W * 0.05, W * 0.15) : random.range(W * 0.85, W * 0.95);
      drawPalm(
        draw,
        x,
        profileY(ground, x) + 10,
        random.range(200, 280),
        side * random.range(20, 70),
      );
    }
  }
  if (palette.time !== 'night' && random.chance(0.75)) drawBirds(draw, horizonY);
  drawVignette(draw);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${draw.defs.join('')}</defs>${draw.body.join('')}</svg>`;
}
