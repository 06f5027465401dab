/**
 * Roads shut to passenger vehicles at night: no bus runs overnight into or out of the places at
 * their end, so a ride too long for a day halts for the night like a drive (decision 59).
 *
 * The Char Dham yatra routes of Uttarakhand: the Director General of Police's advisory bans
 * passenger vehicles on them from 10 pm to 4 am during the yatra ("रात्रि 10 बजे से प्रातः चार बजे
 * तक यात्री वाहनों का आवागमन पूर्णतः प्रतिबंधित", janmanchtoday.com, Rudraprayag; News on AIR,
 * "चारधाम यात्रा मार्गों पर रात दस बजे से सुबह चार बजे तक वाहनों की आवाजाही पूरी तरह से
 * प्रतिबंधित रहेगी"; The New Indian Express, 7 May 2023, for the Gangotri and Yamunotri roads;
 * barriers at the towns on the way from 8 pm in 2018, dreammountainresort.com). The yatra runs
 * while the shrines are open, May to October in whole months (Kedarnath "open roughly May to
 * Bhai Dooj", its own note). Kedarnath (Gaurikund), Badrinath, Gangotri and Yamunotri (Janki
 * Chatti) are its shrines; Govindghat, for the Valley of Flowers, and Joshimath, for Auli, are on
 * the Badrinath road.
 */
export const NIGHT_ROADS_CLOSED: readonly {
  places: readonly string[];
  months: readonly number[];
}[] = [
  {
    places: ['kedarnath', 'badrinath', 'valley-of-flowers', 'auli', 'gangotri', 'yamunotri'],
    months: [5, 6, 7, 8, 9, 10],
  },
];

/** Whether the road to a place is shut at night in a month (1–12); unknown month: no. */
export function nightRoadClosed(placeId: string, month: number | undefined): boolean {
  if (month === undefined) return false;
  return NIGHT_ROADS_CLOSED.some(
    (road) => road.places.includes(placeId) && road.months.includes(month),
  );
}

/** The months' closures as a cache key: which roads are shut at night then. */
export function nightRoadsOn(month: number | undefined): string {
  if (month === undefined) return '';
  return NIGHT_ROADS_BY_MONTH[month - 1] ?? '';
}
const NIGHT_ROADS_BY_MONTH = Array.from({ length: 12 }, (_, index) =>
  NIGHT_ROADS_CLOSED.map((road) => (road.months.includes(index + 1) ? 1 : 0)).join(''),
);
