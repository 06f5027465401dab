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
 * The model's road distance: the great circle times ROAD_FACTOR, by way of Siliguri between the
 * Northeast or Bhutan and the rest of India (see roadKm in geo.ts).
 */
export function modelRoadKm(a: Placed, b: Placed): number {
  const split =
    (eastOfTheCorridor(a) && restOfIndia(b)) || (eastOfTheCorridor(b) && restOfIndia(a));
  const crowKm = split
    ? greatCircleKm(a, SILIGURI) + greatCircleKm(SILIGURI, b)
    : greatCircleKm(a, b);
  return Math.round(crowKm * ROAD_FACTOR);
}
