import { roadLegBetween } from './road-legs';

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

/** Road distance: the curated leg where road-legs.ts has one, else the model. */
export function roadKm(a: Point & { id?: string }, b: Point & { id?: string }): number {
  const leg = roadLegBetween(a, b);
  if (leg) return leg.km;
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
