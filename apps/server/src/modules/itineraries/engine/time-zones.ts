/**
 * Clocks abroad (decision 36): a flight east lands later by the local clock than by the one it
 * left, a flight west earlier. The zone of each country the knowledge base goes to, by its IANA
 * name; the offset on a date comes from the runtime's time-zone data (summer time included).
 */
const ZONES: Record<string, string> = {
  India: 'Asia/Kolkata',
  Nepal: 'Asia/Kathmandu',
  Bhutan: 'Asia/Thimphu',
  Bangladesh: 'Asia/Dhaka',
  'Sri Lanka': 'Asia/Colombo',
  Maldives: 'Indian/Maldives',
  Mauritius: 'Indian/Mauritius',
  Seychelles: 'Indian/Mahe',
  'United Arab Emirates': 'Asia/Dubai',
  Qatar: 'Asia/Qatar',
  Oman: 'Asia/Muscat',
  Thailand: 'Asia/Bangkok',
  Cambodia: 'Asia/Phnom_Penh',
  Vietnam: 'Asia/Ho_Chi_Minh',
  Malaysia: 'Asia/Kuala_Lumpur',
  Singapore: 'Asia/Singapore',
  // Bali, the one Indonesian place, keeps Central Indonesian Time.
  Indonesia: 'Asia/Makassar',
  'Hong Kong': 'Asia/Hong_Kong',
  Japan: 'Asia/Tokyo',
  'South Korea': 'Asia/Seoul',
  Kazakhstan: 'Asia/Almaty',
  Uzbekistan: 'Asia/Tashkent',
  Azerbaijan: 'Asia/Baku',
  Georgia: 'Asia/Tbilisi',
  Türkiye: 'Europe/Istanbul',
  Egypt: 'Africa/Cairo',
  Kenya: 'Africa/Nairobi',
  'United Kingdom': 'Europe/London',
  France: 'Europe/Paris',
  Italy: 'Europe/Rome',
  Netherlands: 'Europe/Amsterdam',
  'Czech Republic': 'Europe/Prague',
  Spain: 'Europe/Madrid',
  Austria: 'Europe/Vienna',
  Switzerland: 'Europe/Zurich',
  // Sydney and Melbourne share the south-east's clock and its summer time.
  Australia: 'Australia/Sydney',
  'New Zealand': 'Pacific/Auckland',
};

const offsets = new Map<string, number>();
/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC in hours at noon UTC on a date ("2027-01-10"). */
function offsetOf(zone: string, date: string): number {
  const key = `${zone}|${date}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const name =
    formatterOf(zone)
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const hours = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60)
    : 0;
  offsets.set(key, hours);
  return hours;
}

/** A place's zone: its country's, India's where the country is not listed. */
export function zoneOf(place: { country?: string }): string {
  return ZONES[place.country ?? 'India'] ?? ZONES.India!;
}

/** How many hours the clock at `to` is ahead of the clock at `from` on a date. */
export function clockShift(
  from: { country?: string },
  to: { country?: string },
  date: string,
): number {
  return offsetOf(zoneOf(to), date) - offsetOf(zoneOf(from), date);
}

/** Whether the knowledge base's countries all have a zone (checked by the tests). */
export function hasZone(country: string): boolean {
  return country in ZONES;
}
