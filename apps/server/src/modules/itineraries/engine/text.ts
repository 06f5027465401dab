import { properWord } from './proper-words';

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹12,500: a price as the plan's text writes it. */
export function rupees(amount: number): string {
  return `₹${INR.format(Math.round(amount))}`;
}

/**
 * The words the plan's own steps start with ("Visit Amber Fort", "Transfer from …"), and the
 * knowledge base's notes ("Open 9 am–5 pm", "Closed on Mondays", "The Wilson Dam's reservoir"):
 * lower-cased after "then" or a semicolon whatever follows them.
 */
const STEP_WORDS = new Set(
  (
    'visit see take walk stroll browse shop explore experience go head unwind wander drive ' +
    'transfer check arrive return ride watch enjoy soak day train bus flight ferry boat cab set ' +
    'leave move continue travel fly back evening night afternoon morning sunrise sunset lunch ' +
    'dinner breakfast hike trek climb rest open closed entry free best about inside reached only ' +
    'guided on at in by near seen where the'
  ).split(' '),
);

/** Names that keep their capital: days, months. */
const NAMES = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april ' +
    'may june july august september october november december'
  ).split(' '),
);

/** The text with its first letter upper-case. */
export function upperFirst(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * "Then" joins steps in one sentence, so every step after the first starts in lower case, but
 * for a name: a day or month, a possessive (Sydney's), a first word followed by another with a
 * capital (Supertree Grove, Tamil Hindu temple; not a day or month, "Reopened December 2024",
 * nor after a compound of a common word, "Hour-long Kalaripayattu shows") or one the knowledge
 * base writes only with a capital (Mandalpatti jeep safari, decision 230), unless the plan's own
 * step word begins it (decision 112).
 */
export function lowerFirst(text: string): string {
  const words = /^([A-Z][a-z]+)('s\b)?\S*\s*(\S*)/.exec(text);
  if (!words) return text;
  const [, first, possessive, next] = words;
  const word = first!.toLowerCase();
  // A day or month after it is a date, not the rest of a name: "Reopened December 2024"; and a
  // word joined to a common one ("Hour-long", "Cliff-top") is no name's first word.
  const nextName =
    /^[A-Z]/.test(next ?? '') && !NAMES.has(dayOrMonth(next!)) && !/^[A-Z][a-z]+-[a-z]/.test(text);
  const named = NAMES.has(word) || Boolean(possessive) || nextName || properWord(word);
  return named && !STEP_WORDS.has(word) ? text : text[0]!.toLowerCase() + text.slice(1);
}

/** A word as a day or month would read in NAMES: "Mondays," is "monday". */
function dayOrMonth(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]+$/, '')
    .replace(/(day)s$/, '$1');
}

/** "1 night", "3 nights". */
export function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** "Chapslee, Shimla", but "Snow Valley Resorts, Shimla" and "The Hosteller Shimla" as they are. */
export function stayAt(stay: string, place: string): string {
  return withPlace(stay, place, ', ');
}

/** A stay's name without the place it ends with: "Blue Pine Resort" for "Blue Pine Resort, Lansdowne". */
export function withoutPlace(name: string, place: string): string {
  const suffix = `, ${place}`;
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
}

/** A name followed by its place where it does not already name it ("Jama Masjid, Agra"). */
export function withPlace(name: string, place: string, separator: string): string {
  const named = new RegExp(`\\b${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return named.test(name) ? name : `${name}${separator}${place}`;
}

/**
 * A text put in brackets, its own brackets turned into a clause: "AC SUV (Innova Crysta
 * class)" reads "(AC SUV, Innova Crysta class)", not "(AC SUV (Innova Crysta class))".
 */
export function bracketed(text: string): string {
  return `(${text.replace(/\s*\(([^()]*)\)/g, ', $1')})`;
}

/** Words in a name's bracket that only say how its price is counted, where they lead or end it. */
const PRICE_UNIT =
  /^(?:per (?:person|seat|head)(?: share)?|shared(?: vehicle)?(?: seat| share)?)(?:,\s*|\s+(?=incl\.)|$)|,\s*per (?:person|seat)(?: share)?$/i;

/**
 * An outing's name and the rest of its bracket once the words that only say how its price is
 * counted are gone, for a text that gives the price beside it: "Jeep safari (per seat, incl. park
 * entry)" is the "Jeep safari", "incl. park entry" to follow "₹1,500 per person"; "Gypsy safari
 * (6-seater, per seat)" keeps "6-seater". A bracket with no such words stays in the name
 * (decision 231).
 */
export function unpricedName(name: string): { name: string; aside: string } {
  const bracket = /^(.*?)\s*\(([^()]*)\)$/.exec(name);
  if (!bracket) return { name, aside: '' };
  let aside = bracket[2]!;
  for (let shorter = aside.replace(PRICE_UNIT, '').trim(); shorter !== aside;) {
    aside = shorter;
    shorter = aside.replace(PRICE_UNIT, '').trim();
  }
  return aside === bracket[2] ? { name, aside: '' } : { name: bracket[1]!, aside };
}

/** An hour of the day as a clock: 16.0833 is "4:05 pm", 12.25 "12:15 pm". */
export function clockText(hour: number): string {
  const minutes = Math.round(hour * 60) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * A label and its details in one bracket: "AC bus (state or private, seater/sleeper)" with "220
 * km, about 6 h" reads "AC bus (state or private, seater/sleeper; 220 km, about 6 h)", and
 * "Sleeper (SL)" with its hours "Sleeper (SL; about 33 h)", not two brackets in a row (decision
 * 232).
 */
export function withDetails(label: string, details: string): string {
  return /\([^()]*\)$/.test(label) ? `${label.slice(0, -1)}; ${details})` : `${label} (${details})`;
}

/**
 * A sentence's full stop after a name that ends with its own ("Holiday Inn London - Kensington
 * High St.", "Kyani & Co."): one stop, not two. An ellipsis is left as it is.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/**
 * Place names English writes with "the" inside a sentence: islands and lands named in the plural
 * or as a whole (decision 247). Written bare in the knowledge base, as names and titles want.
 */
const NAMES_WITH_THE = [
  'Maldives',
  'Seychelles',
  'Sundarbans',
  'Valley of Flowers',
  'Andaman and Nicobar Islands',
  'Netherlands',
  'Czech Republic',
  'United Arab Emirates',
  'United Kingdom',
  'Philippines',
];
/** A word before a place name that takes its article: a preposition or a verb of going. */
const BEFORE_A_PLACE =
  'to|in|from|for|around|of|across|into|at|on|through|towards|beyond|near|within|over|visit|Visit|explore|Explore|leave|Leave|reach|reaches|leaves';
const NAME_WANTS_THE = new RegExp(
  `\\b(${BEFORE_A_PLACE}) (${NAMES_WITH_THE.join('|')})\\b(?! [A-Z])`,
  'g',
);

/**
 * A sentence with "the" before the names that take it: "Arrive in the Maldives", "a free day
 * around the Sundarbans". A name that goes on into a longer one ("to Seychelles International
 * Airport") is left as it is.
 */
export function withArticles(text: string): string {
  return text.replace(NAME_WANTS_THE, '$1 the $2');
}
