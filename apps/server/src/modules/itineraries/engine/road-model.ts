/** The straight-line road model: great-circle distance times a winding factor. */
const EARTH_RADIUS_KM = 6371;
/** Roads wind: road distance is taken as the great-circle distance times this. */
export const ROAD_FACTOR = 1.3;

export type Point = { lat: number; lon: number };

/** Great-circle (haversine) distance in kilometres. */
export function greatCircleKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place on the map, with what the knowledge base knows of where it lies. */
export type Placed = Point & { id?: string; state?: string; country?: string };

/** The states east of the Siliguri corridor, which Bangladesh separates from the rest of India. */
const NORTHEAST = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Tripura',
]);

/**
 * Siliguri, in the corridor (the "chicken's neck") that every road and railway between the
 * Northeast (and Bhutan) and the rest of India runs through.
 */
const SILIGURI: Point = { lat: 26.727, lon: 88.395 };

const eastOfTheCorridor = (place: Placed) =>
  place.country === 'Bhutan' || (place.state !== undefined && NORTHEAST.has(place.state));
const restOfIndia = (place: Placed) =>
  place.state !== undefined &&
  (place.country ?? 'India') === 'India' &&
  !NORTHEAST.has(place.state);

/**
 * Gulfs no road or railway crosses (decision 170), each a line from its head out to the open sea
 * and the point at its head that the roads round it pass. The Gulf of Khambhat parts Saurashtra
 * from the mainland to the south: "Bhavnagar to Bharuch is 350 km by road and only 32 km by sea"
 * (organizeindia.in, on the Ghogha–Dahej ferry), the road round by Vataman and Tarapur. The Gulf
 * of Kutch parts Kutch from Saurashtra: Jamnagar to Bhuj goes by Morbi and the Surajbari bridge.
 * Mumbai's harbour parts the city from Alibaug's shore: the road crosses it by the Atal Setu,
 * "Sewri in Mumbai and Nhava Sheva" (The Week, 12 January 2024), to Chirle on the mainland.
 */
type Gulf = { name: string; round: Point; line: readonly Point[] };
export const GULFS: readonly Gulf[] = [
  {
    name: 'Gulf of Khambhat',
    round: { lat: 22.53, lon: 72.42 },
    line: [
      { lat: 22.2, lon: 72.45 },
      { lat: 21, lon: 72.3 },
      { lat: 18.5, lon: 70.5 },
    ],
  },
  {
    name: 'Gulf of Kutch',
    round: { lat: 23.19, lon: 70.72 },
    line: [
      { lat: 23, lon: 70.55 },
      { lat: 22.75, lon: 69.8 },
      { lat: 22.65, lon: 69 },
      { lat: 22.3, lon: 67.5 },
    ],
  },
  {
    name: 'Mumbai harbour',
    round: { lat: 18.92, lon: 73.02 },
    line: [
      { lat: 18.95, lon: 72.93 },
      { lat: 18.87, lon: 72.86 },
      { lat: 18.6, lon: 72.6 },
    ],
  },
];

/** Which side of the line p–q the point r lies on: positive, negative, or 0 on it. */
function side(p: Point, q: Point, r: Point): number {
  return (q.lon - p.lon) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lon - p.lon);
}

/** Whether the straight way a–b crosses a gulf's line (on a map this small, lines are straight). */
function crossesGulf(a: Point, b: Point, gulf: Gulf): boolean {
  return gulf.line.slice(1).some((q, index) => {
    const p = gulf.line[index]!;
    return side(p, q, a) * side(p, q, b) < 0 && side(a, b, p) * side(a, b, q) < 0;
  });
}

/** The crow's line between two places, round the head of any gulf between them. */
function crowRoundGulfsKm(a: Point, b: Point, depth = 0): number {
  const gulf = depth < GULFS.length ? GULFS.find((one) => crossesGulf(a, b, one)) : undefined;
  if (!gulf) return greatCircleKm(a, b);
  return crowRoundGulfsKm(a, gulf.round, depth + 1) + crowRoundGulfsKm(gulf.round, b, depth + 1);
}

/**
 * The model's road distance: the great circle times ROAD_FACTOR, by way of Siliguri between the
 * Northeast or Bhutan and the rest of India (see roadKm in geo.ts), and round the head of a gulf
 * where the straight way crosses one.
 */
export function modelRoadKm(a: Placed, b: Placed): number {
  const split =
    (eastOfTheCorridor(a) && restOfIndia(b)) || (eastOfTheCorridor(b) && restOfIndia(a));
  const crowKm = split
    ? greatCircleKm(a, SILIGURI) + greatCircleKm(SILIGURI, b)
    : crowRoundGulfsKm(a, b);
  return Math.round(crowKm * ROAD_FACTOR);
}
