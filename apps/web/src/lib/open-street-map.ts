type Point = { lat: number; lon: number };

// Roughly 4 km wide: the town and its surroundings.
const HALF_WIDTH_DEG = 0.02;
const HALF_HEIGHT_DEG = 0.012;

export function osmEmbedUrl({ lat, lon }: Point): string {
  const bbox = [
    lon - HALF_WIDTH_DEG,
    lat - HALF_HEIGHT_DEG,
    lon + HALF_WIDTH_DEG,
    lat + HALF_HEIGHT_DEG,
  ]
    .map((n) => n.toFixed(4))
    .join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lon}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

export function osmOpenUrl({ lat, lon }: Point): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}

/**
 * A tiny tile from the map's own tile server. A frame that cannot reach the server still fires
 * "load" (for the browser's error page), so this image is what tells us the map can load.
 */
export const OSM_PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png';
